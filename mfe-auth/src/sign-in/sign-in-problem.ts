import { API_ERROR_TEXTS, MESSAGES, describeApiError } from '@module-feedback/shared';
import type { FormProblem } from '../forms/FormAlert';

/**
 * What to tell someone whose sign-in request failed. The product's sentence stays; when
 * the password is not to blame (no connection, a server failure, too many attempts), the
 * detail says what really happened.
 */
export function signInProblem(error: unknown): FormProblem {
  const { status, message } = describeApiError(error);
  if (status === undefined) return { summary: MESSAGES.loginFailed, detail: message };
  if (status >= 500) return { summary: MESSAGES.loginFailed, detail: API_ERROR_TEXTS.serverError };
  if (status === 429) return { summary: MESSAGES.loginFailed, detail: message };
  return { summary: MESSAGES.loginFailed };
}
