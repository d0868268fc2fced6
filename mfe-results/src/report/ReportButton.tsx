// "Report" beside a review, for signed-in students: a dialog asks why (one reason from a
// short list), sends the report once, and says it was received. Staff never see the button
// (they moderate in the admin section); visitors must sign in first.
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { RadioButton } from 'primereact/radiobutton';
import { useId, useState } from 'react';
import {
  MODERATION_MESSAGES,
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  describeApiError,
  moderationApi,
  useSession,
  type ReportReason,
} from '@module-feedback/shared';

interface ReportButtonProps {
  feedbackId: number;
  /** The review's number in its list, to name it to screen readers. */
  number: number;
}

export function ReportButton({ feedbackId, number }: ReportButtonProps) {
  const { user } = useSession();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (!user || user.is_staff) return null;

  async function send() {
    if (!reason) {
      setProblem('Choose a reason.');
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await moderationApi.report(feedbackId, { reason });
      setDone(MODERATION_MESSAGES.reported);
      setOpen(false);
    } catch (error) {
      const described = describeApiError(error);
      // Already reported: as good as done, and the server says so.
      if (described.status === 409) {
        setDone(described.message);
        setOpen(false);
      } else {
        setProblem(described.message);
      }
    } finally {
      setSending(false);
    }
  }

  if (done) {
    return (
      <span className="mr-report__done" role="status">
        {done}
      </span>
    );
  }
  return (
    <>
      <Button
        type="button"
        label="Report"
        icon="pi pi-flag"
        text
        size="small"
        className="mr-report__button"
        aria-label={`Report review ${number}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      />
      <Dialog
        header={`Report review ${number}`}
        visible={open}
        onHide={() => setOpen(false)}
        className="mr-report__dialog"
        footer={
          <>
            <Button type="button" label="Cancel" text onClick={() => setOpen(false)} />
            <Button
              type="button"
              label="Send report"
              icon="pi pi-send"
              loading={sending}
              onClick={() => void send()}
            />
          </>
        }
      >
        <fieldset className="mr-report__reasons">
          <legend>Why should staff look at this text?</legend>
          {REPORT_REASONS.map((option) => (
            <div key={option} className="mr-report__reason">
              <RadioButton
                inputId={`${id}-${option}`}
                name={`${id}-reason`}
                value={option}
                checked={reason === option}
                onChange={() => setReason(option)}
              />
              <label htmlFor={`${id}-${option}`}>{REPORT_REASON_LABELS[option]}</label>
            </div>
          ))}
        </fieldset>
        {problem && <Message severity="error" text={problem} />}
      </Dialog>
    </>
  );
}
