// A student whose email address is not confirmed reads everything but does not write: the
// page says so, can send the confirmation mail again, and checks again once the student
// says they followed the link (in another browser, say, where this tab would not hear of it).
import {
  ACCOUNT_MESSAGES,
  AppLink,
  UI_LABELS,
  accountApi,
  describeApiError,
  session,
} from '@module-feedback/shared';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';

type Said = { severity: 'success' | 'warn' | 'error'; text: string } | null;

export function VerifyEmailNotice() {
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<Said>) => {
    setBusy(true);
    setSaid(null);
    try {
      setSaid(await work());
    } catch (error) {
      setSaid({ severity: 'error', text: describeApiError(error).message });
    } finally {
      setBusy(false);
    }
  };

  const resend = () =>
    act(async () => {
      await accountApi.resendVerification();
      return { severity: 'success', text: ACCOUNT_MESSAGES.verificationResent };
    });
  // A confirmed address shows in the next tokens: refreshed, this page turns into the form.
  const checkAgain = () =>
    act(async () => {
      await session.refresh();
      return { severity: 'warn', text: ACCOUNT_MESSAGES.stillNotVerified };
    });

  return (
    <div className="mf-explanation">
      <h2>{ACCOUNT_MESSAGES.verifyTitle}</h2>
      <p>{ACCOUNT_MESSAGES.verifyExplanation}</p>
      <div className="mf-actions">
        <Button
          type="button"
          label={ACCOUNT_MESSAGES.resendVerification}
          icon="pi pi-envelope"
          onClick={() => void resend()}
          disabled={busy}
        />
        <Button
          type="button"
          label={ACCOUNT_MESSAGES.checkVerificationAgain}
          icon="pi pi-refresh"
          severity="secondary"
          outlined
          onClick={() => void checkAgain()}
          disabled={busy}
        />
        <AppLink to="/results" className="p-button p-component p-button-text mf-link-button">
          {UI_LABELS.viewModuleFeedback}
        </AppLink>
      </div>
      <div aria-live="polite">
        {said && <Message severity={said.severity} text={said.text} className="mf-wide" />}
      </div>
    </div>
  );
}
