// An error exactly as the shared axios client throws it for an HTTP error answer, so tests
// exercise the real describeApiError rather than a stand-in.
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';

export function apiError(status: number, message: string, fields?: Record<string, string>) {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = {
    status,
    statusText: '',
    headers: {},
    config,
    data: { error: 'Error', message, statusCode: status, ...(fields ? { fields } : {}) },
  };
  return new AxiosError(message, 'ERR_BAD_REQUEST', config, null, response);
}
