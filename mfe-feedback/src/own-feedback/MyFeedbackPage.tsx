// The student's own feedback, newest academic year first: what they rated and wrote, when,
// and — for the latest academic year only — Edit and Withdraw (after a confirmation).
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Message } from 'primereact/message';
import { useState } from 'react';
import {
  AppLink,
  LoadFailure,
  Loading,
  OWN_FEEDBACK_MESSAGES,
  UI_LABELS,
  describeApiError,
  notify,
  ownFeedbackApi,
  useServerData,
  type OwnFeedback,
} from '@module-feedback/shared';
import { FORM_PATH } from './feedback-addresses';
import { OwnFeedbackEntry } from './OwnFeedbackEntry';

export const WITHDRAW_HEADER = 'Withdraw feedback';

export function MyFeedbackPage() {
  const loaded = useServerData(ownFeedbackApi.list);
  // Kept while the dialog closes, so its text does not vanish as it animates out.
  const [withdrawing, setWithdrawing] = useState<OwnFeedback | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function withdraw(entry: OwnFeedback) {
    setFailure(null);
    try {
      await ownFeedbackApi.withdraw(entry.id);
    } catch (error) {
      setFailure(describeApiError(error).message);
      return;
    }
    notify({ severity: 'success', summary: OWN_FEEDBACK_MESSAGES.withdrawn });
    loaded.retry();
  }

  if (loaded.status === 'loading') return <Loading what="your feedback" />;
  if (loaded.status === 'failed') {
    return <LoadFailure what="your feedback" reason={loaded.reason} onRetry={loaded.retry} />;
  }
  const entries = loaded.data;
  return (
    <div className="mf-own">
      <p className="mf-own-link">
        <AppLink to={FORM_PATH} className="mf-text-link">
          {UI_LABELS.writeFeedback}
        </AppLink>
      </p>
      {failure && <Message severity="error" className="mf-wide" text={failure} />}
      {entries.length === 0 ? (
        <p>{OWN_FEEDBACK_MESSAGES.noneYet}</p>
      ) : (
        <ul className="mf-own__list">
          {entries.map((entry) => (
            <li key={entry.id}>
              <OwnFeedbackEntry
                entry={entry}
                onWithdraw={() => {
                  setWithdrawing(entry);
                  setConfirming(true);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        visible={confirming}
        header={WITHDRAW_HEADER}
        message={OWN_FEEDBACK_MESSAGES.confirmWithdraw}
        icon="pi pi-exclamation-triangle"
        acceptLabel="Withdraw"
        rejectLabel="Keep it"
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        className="mf-own__dialog"
        onHide={(result) => {
          setConfirming(false);
          if (result === 'accept' && withdrawing) void withdraw(withdrawing);
        }}
      />
    </div>
  );
}
