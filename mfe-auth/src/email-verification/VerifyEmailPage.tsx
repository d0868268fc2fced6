import {
  ACCOUNT_MESSAGES,
  AUTH_LINK_PARAMS,
  AUTH_PAGES,
  AppLink,
  UI_LABELS,
  accountApi,
  describeApiError,
  session,
  useAppLocation,
} from '@module-feedback/shared';
import { Message } from 'primereact/message';
import { useEffect, useRef, useState } from 'react';

type Outcome =
  { status: 'verifying' } | { status: 'verified' } | { status: 'failed'; message: string };

/**
 * The page the confirmation mail links to: it confirms the address once, then says so. A
 * signed-in tab refreshes its tokens, so this tab and every other one can write at once.
 */
export function VerifyEmailPage() {
  const token = useAppLocation().searchParams.get(AUTH_LINK_PARAMS.token);
  const [outcome, setOutcome] = useState<Outcome>(
    token
      ? { status: 'verifying' }
      : { status: 'failed', message: ACCOUNT_MESSAGES.verificationLinkInvalid },
  );
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    accountApi.verifyEmail(token).then(
      async () => {
        if (session.getState().tokens) await session.refresh();
        setOutcome({ status: 'verified' });
      },
      (error: unknown) =>
        setOutcome({ status: 'failed', message: describeApiError(error).message }),
    );
  }, [token]);

  if (outcome.status === 'verifying') return <p role="status">{ACCOUNT_MESSAGES.verifying}</p>;
  const signedIn = session.getState().user !== null;
  return (
    <div className="au-done">
      {outcome.status === 'verified' ? (
        <Message severity="success" className="au-wide" text={ACCOUNT_MESSAGES.emailVerified} />
      ) : (
        <Message severity="error" className="au-wide" text={outcome.message} />
      )}
      {signedIn ? (
        <AppLink to="/feedback" className="p-button p-component">
          {UI_LABELS.leaveModuleFeedback}
        </AppLink>
      ) : (
        <AppLink to={AUTH_PAGES.signInOrUp} className="p-button p-component">
          {ACCOUNT_MESSAGES.backToSignIn}
        </AppLink>
      )}
    </div>
  );
}
