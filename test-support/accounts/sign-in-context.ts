// Signs a browser context in before its first page opens: real tokens from the API, stored
// where the session looks for them, so a measured load is a signed-in first visit.
import { API_ROUTES, STORAGE_KEYS, type AuthTokens } from '@module-feedback/shared/contracts';
import type { BrowserContext } from 'playwright-core';
import type { Credentials } from './credentials';

export async function signInContext(
  context: BrowserContext,
  baseUrl: string,
  credentials: Credentials,
): Promise<void> {
  const response = await fetch(new URL(API_ROUTES.token, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`signing in answered ${response.status}`);
  const tokens = (await response.json()) as AuthTokens;
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: STORAGE_KEYS.authTokens,
    value: JSON.stringify(tokens),
  });
}
