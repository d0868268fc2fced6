import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { describeApiError } from './errors';

function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    data,
    headers: {},
    config,
  });
}

describe('describeApiError', () => {
  it("passes on the server's message and field problems", () => {
    const error = httpError(400, {
      message: 'Username taken.',
      fields: { 'user.username': 'A user with that username already exists.' },
    });
    expect(describeApiError(error)).toEqual({
      status: 400,
      message: 'Username taken.',
      fields: { 'user.username': 'A user with that username already exists.' },
    });
  });

  it('says the server could not be reached when there was no answer', () => {
    const error = new AxiosError('Network Error', 'ERR_NETWORK');
    expect(describeApiError(error)).toMatchObject({ status: undefined, fields: {} });
    expect(describeApiError(error).message).toMatch(/could not be reached/);
  });

  it('falls back to a general sentence for answers without a message', () => {
    expect(describeApiError(httpError(502, '<html>')).message).toMatch(/went wrong/);
    expect(describeApiError(new Error('boom')).message).toMatch(/went wrong/);
  });
});
