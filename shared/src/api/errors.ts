import { isAxiosError } from 'axios';
import { API_ERROR_TEXTS, type ApiErrorBody } from '../contracts';

export interface DescribedError {
  /** HTTP status, or undefined when the server could not be reached. */
  status: number | undefined;
  /** A sentence to show a person: what happened, in plain words. */
  message: string;
  /** Problems per field path (e.g. "user.username"), as the server reported them. */
  fields: Record<string, string>;
}

/**
 * Turns whatever a call threw into something the UI can show. A server failure (5xx) is
 * named as such whatever the body says (a proxy's HTML page, a stack trace). A 400 that
 * names fields is a validation failure whose summary strings the validator's wording
 * together ("Invalid request body: user.email: …"): the sentence becomes a plain one and
 * each field's own message is left for the UI to show with that field.
 */
export function describeApiError(error: unknown): DescribedError {
  if (!isAxiosError<Partial<ApiErrorBody>>(error)) {
    return { status: undefined, message: API_ERROR_TEXTS.unexpected, fields: {} };
  }
  const status = error.response?.status;
  if (status === undefined) return { status, message: API_ERROR_TEXTS.unreachable, fields: {} };
  if (status >= 500) return { status, message: API_ERROR_TEXTS.serverError, fields: {} };
  const body = error.response?.data;
  const fields = body?.fields ?? {};
  if (status === 400 && Object.keys(fields).length > 0) {
    return { status, message: API_ERROR_TEXTS.checkFields, fields };
  }
  const message =
    typeof body?.message === 'string' && body.message ? body.message : API_ERROR_TEXTS.unexpected;
  return { status, message, fields };
}
