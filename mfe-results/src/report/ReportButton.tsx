// "Report" beside a review, for signed-in students: a dialog quotes the text, asks why (one
// reason from a short list, and in their own words for "Something else"), sends the report
// once, and says it was received. Staff never see the button (they moderate in the admin
// section); visitors must sign in first; a student whose address is not confirmed is told to
// confirm it, as the server would refuse the report.
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { useId, useState } from 'react';
import {
  ClampedText,
  MODERATION_MESSAGES,
  describeApiError,
  isEmailConfirmed,
  moderationApi,
  reportDetailsProblem,
  useSession,
  type Aspect,
  type ReportReason,
} from '@module-feedback/shared';
import { ReportReasons } from './ReportReasons';

/** The review being reported. */
export interface ReportedReview {
  /** The feedback entry's id. */
  id: number;
  /** The review's number in its list, to name it to screen readers. */
  number: number;
  aspect: Aspect;
  text: string;
}

export function ReportButton({ review }: { review: ReportedReview }) {
  const { user, tokens } = useSession();
  const quoteId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [detailsProblem, setDetailsProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (!user || user.is_staff) return null;
  const confirmed = isEmailConfirmed(tokens);

  async function send() {
    if (!reason) {
      setProblem('Choose a reason.');
      return;
    }
    const detailsCheck = reportDetailsProblem(reason, details);
    setDetailsProblem(detailsCheck);
    if (detailsCheck) return;
    setSending(true);
    setProblem(null);
    try {
      await moderationApi.report(review.id, {
        reason,
        aspect: review.aspect,
        details: details.trim() || null,
      });
      setDone(MODERATION_MESSAGES.reported);
      setOpen(false);
    } catch (error) {
      const described = describeApiError(error);
      // Already reported: as good as done, and the server says so.
      if (described.status === 409) {
        setDone(described.message);
        setOpen(false);
      } else {
        setDetailsProblem(described.fields.details ?? null);
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
  const title = `Report review ${review.number}`;
  return (
    <>
      <Button
        type="button"
        label="Report"
        icon="pi pi-flag"
        text
        size="small"
        className="mr-report__button"
        aria-label={title}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      />
      <Dialog
        header={title}
        visible={open}
        onHide={() => setOpen(false)}
        className="mr-report__dialog"
        aria-describedby={quoteId}
        footer={
          confirmed ? (
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
          ) : (
            <Button type="button" label="Close" text onClick={() => setOpen(false)} />
          )
        }
      >
        <blockquote id={quoteId} className="mr-report__quote">
          <ClampedText>{review.text}</ClampedText>
        </blockquote>
        {confirmed ? (
          <ReportReasons
            reason={reason}
            details={details}
            detailsProblem={detailsProblem}
            onReasonChange={(chosen) => {
              setReason(chosen);
              setDetailsProblem(null);
            }}
            onDetailsChange={setDetails}
          />
        ) : (
          <Message severity="warn" text={MODERATION_MESSAGES.notVerified} />
        )}
        {problem && <Message severity="error" text={problem} />}
      </Dialog>
    </>
  );
}
