// Coming back to /auth from the identity provider: with a one-time code that is exchanged
// for the session's tokens (then on to /results, as after any sign-in), or with the reason
// it did not work. The code leaves the address at once, so a reload or the history never
// offers it again.
import {
  ACCOUNT_MESSAGES,
  AUTH_LINK_PARAMS,
  AUTH_PAGES,
  SIGN_ON_FAILURES,
  describeApiError,
  completeSignOn,
  navigateTo,
  type SignOnFailure,
} from '@module-feedback/shared';
import { useEffect, useRef, useState } from 'react';
import type { FormProblem } from '../forms/FormAlert';

const isFailure = (value: string): value is SignOnFailure =>
  (SIGN_ON_FAILURES as readonly string[]).includes(value);

export type SignOnReturn =
  { status: 'none' } | { status: 'signing-in' } | { status: 'failed'; problem: FormProblem };

function initial(): SignOnReturn {
  const params = new URLSearchParams(window.location.search);
  const failure = params.get(AUTH_LINK_PARAMS.signOnFailure);
  if (params.get(AUTH_LINK_PARAMS.signOnCode)) return { status: 'signing-in' };
  if (failure === null) return { status: 'none' };
  const reason = isFailure(failure) ? failure : 'refused';
  return { status: 'failed', problem: { summary: ACCOUNT_MESSAGES.signOnFailed[reason] } };
}

export function useSignOnReturn(): SignOnReturn {
  const [state, setState] = useState(initial);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = new URLSearchParams(window.location.search).get(AUTH_LINK_PARAMS.signOnCode);
    if (code || state.status === 'failed') {
      window.history.replaceState(window.history.state, '', AUTH_PAGES.signInOrUp);
    }
    if (!code) return;
    completeSignOn(code).then(
      (signedIn) => {
        if (signedIn) navigateTo('/results');
        else
          setState({ status: 'failed', problem: { summary: ACCOUNT_MESSAGES.signOnCodeInvalid } });
      },
      (error: unknown) => {
        const { status, message } = describeApiError(error);
        const summary = status === 400 ? ACCOUNT_MESSAGES.signOnCodeInvalid : message;
        setState({ status: 'failed', problem: { summary } });
      },
    );
  }, [state.status]);

  return state;
}
