// A call to the real API, for arranging data a journey then works with through the UI.
import type { AuthTokens } from '@module-feedback/shared/contracts';
import { baseUrl } from './browser';

/**
 * Sends `body` as JSON (signed in with `tokens` when given) to the shared app, or to the app
 * at `appUrl`; anything but 2xx throws.
 */
export async function callApi<T>(
  tokens: AuthTokens | undefined,
  method: string,
  route: string,
  body?: unknown,
  appUrl: string = baseUrl(),
): Promise<T> {
  const response = await fetch(new URL(route, appUrl), {
    method,
    headers: {
      // Fastify refuses a JSON content type without a body (a DELETE has none).
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(tokens ? { authorization: `Bearer ${tokens.access}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
  }
  // 204 No Content (a delete) has no body to read.
  return (response.status === 204 ? undefined : await response.json()) as T;
}
