import { isAxiosError } from 'axios';
import type { ApiErrorBody } from '../contracts';

export interface DescribedError {
  /** HTTP status, or undefined when the server could not be reached. */
  status: number | undefined;
  /** A sentence to show a person. */
  message: string;
  /** Problems per field path (e.g. "user.username"), as the server reported them. */
  fields: Record<string, string>;
}

const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';
const UNEXPECTED = 'Something went wrong on the server. Please try again.';

/** Turns whatever a call threw into something the UI can show next to the form. */
export function describeApiError(error: unknown): DescribedError {
  if (isAxiosError<Partial<ApiErrorBody>>(error)) {
    const status = error.response?.status;
    if (status === undefined) return { status, message: UNREACHABLE, fields: {} };
    const body = error.response?.data;
    const message = typeof body?.message === 'string' && body.message ? body.message : UNEXPECTED;
    return { status, message, fields: body?.fields ?? {} };
  }
  return { status: undefined, message: UNEXPECTED, fields: {} };
}
