import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { API_ERROR_TEXTS } from '../contracts';
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
  it("passes on the server's reason for a refusal", () => {
    const error = httpError(409, { message: 'You have already submitted feedback.' });
    expect(describeApiError(error)).toEqual({
      status: 409,
      message: 'You have already submitted feedback.',
      fields: {},
    });
  });

  it("keeps a validator's wording next to its field, never in the sentence shown", () => {
    const error = httpError(400, {
      message: 'Invalid request body: user.email: Enter a valid email address.',
      fields: { 'user.email': 'Enter a valid email address.' },
    });
    expect(describeApiError(error)).toEqual({
      status: 400,
      message: API_ERROR_TEXTS.checkFields,
      fields: { 'user.email': 'Enter a valid email address.' },
    });
  });

  it('keeps the sentence of a conflict that names a field', () => {
    const error = httpError(409, {
      message: 'A module with this code already exists.',
      fields: { code: 'Already taken.' },
    });
    expect(describeApiError(error).message).toBe('A module with this code already exists.');
  });

  it('says the server could not be reached when there was no answer', () => {
    const error = new AxiosError('Network Error', 'ERR_NETWORK');
    expect(describeApiError(error)).toEqual({
      status: undefined,
      message: API_ERROR_TEXTS.unreachable,
      fields: {},
    });
  });

  it('says the server had a problem for any 5xx, whatever its body', () => {
    expect(describeApiError(httpError(502, '<html>Bad gateway</html>')).message).toBe(
      API_ERROR_TEXTS.serverError,
    );
    expect(describeApiError(httpError(500, { message: 'TypeError at line 3' })).message).toBe(
      API_ERROR_TEXTS.serverError,
    );
  });

  it('falls back to a general sentence for answers without a message', () => {
    expect(describeApiError(httpError(418, '<html>')).message).toBe(API_ERROR_TEXTS.unexpected);
    expect(describeApiError(new Error('boom')).message).toBe(API_ERROR_TEXTS.unexpected);
  });
});
