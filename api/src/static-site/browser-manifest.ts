// The runtime manifest one browser gets: the live entries, with a running canary's entry for
// each remote whose canary reaches this browser. The server decides, from the browser id in
// its signed cookie (given on the first manifest read while a canary runs), so a browser
// keeps its version on every reload and from every instance.
import type { RemotesManifest, RemoteName } from '@module-feedback/federation/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  BROWSER_COOKIE,
  BROWSER_COOKIE_MAX_AGE_SECONDS,
  browserIdOf,
  newBrowserCookie,
  reachesBrowser,
} from '../deployments/canary-assignment';
import type { LiveState } from '../deployments/live-state';
import { requestScheme } from '../http/security-headers';
import { addVary } from '../http/vary';

/** The browser's id from its cookie, giving it one when it has none this server signed. */
function browserId(request: FastifyRequest, reply: FastifyReply, secret: string): string {
  const known = browserIdOf(secret, request.cookies[BROWSER_COOKIE]);
  if (known) return known;
  const cookie = newBrowserCookie(secret);
  reply.setCookie(BROWSER_COOKIE, cookie, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: requestScheme(request) === 'https',
    maxAge: BROWSER_COOKIE_MAX_AGE_SECONDS,
  });
  return browserIdOf(secret, cookie)!;
}

/** Sets the reply's caching (shared while no canary runs, this browser's own otherwise). */
export function manifestForBrowser(
  state: LiveState,
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
): RemotesManifest {
  const canaries = Object.entries(state.canaries) as [
    RemoteName,
    NonNullable<LiveState['canaries'][RemoteName]>,
  ][];
  if (canaries.length === 0) {
    reply.header('cache-control', 'no-cache');
    return state.manifest;
  }
  addVary(reply.header('cache-control', 'private, no-cache'), 'Cookie');
  const id = browserId(request, reply, secret);
  const manifest = { ...state.manifest };
  for (const [name, canary] of canaries) {
    if (reachesBrowser(secret, canary, id)) manifest[name] = canary.entry;
  }
  return manifest;
}
