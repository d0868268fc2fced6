// Finishing a single sign-on: the one-time code the identity provider's return brought is
// exchanged for a token pair, which the session then takes as it takes another tab's
// sign-in (stored, then adopted by its next refresh, without asking the server again).
// The session's own surface stays as it was, so remotes built against it keep working.
import type { AuthTokens } from '../contracts';
import { writeTokens } from './token-storage';
import { isTokenPair, type Session } from './session';

export interface SignOnCompletionDeps {
  session: Pick<Session, 'getState' | 'subscribe' | 'refresh'>;
  storage: Storage;
  exchange: (code: string) => Promise<AuthTokens | null>;
}

/** Resolves once the session's start-up refresh has settled (it could overwrite the pair). */
function settled(session: SignOnCompletionDeps['session']): Promise<void> {
  return new Promise((resolve) => {
    if (!session.getState().loading) return resolve();
    const stop = session.subscribe(() => {
      if (session.getState().loading) return;
      stop();
      resolve();
    });
  });
}

export function createSignOnCompletion({ session, storage, exchange }: SignOnCompletionDeps) {
  /**
   * Signs in with the code. Resolves true when the session holds the new pair, false when
   * the server answered without one; rejects when it refused the code (expired or used).
   */
  return async function completeSignOn(code: string): Promise<boolean> {
    const tokens = await exchange(code);
    if (!isTokenPair(tokens)) return false;
    await settled(session);
    writeTokens(storage, tokens);
    return session.refresh();
  };
}
