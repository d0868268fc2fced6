// Helmet's security headers, computed once. The headers do not depend on the request
// beyond its scheme, so running helmet's middleware per request (as @fastify/helmet does,
// rebuilding it each time) only costs throughput; here it runs once per scheme against a
// recording response.
//
// Two of them belong only on answers over HTTPS: Strict-Transport-Security (a browser
// ignores it over plain HTTP, where anyone on the path could have added or removed it) and
// the Content-Security-Policy's upgrade-insecure-requests (over plain HTTP it would send a
// page's requests to an HTTPS port that may not exist). A request is over HTTPS when its
// own connection is, or when a trusted proxy (TRUST_PROXY) says so in X-Forwarded-Proto.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';

export type Scheme = 'http' | 'https';

/** The directive a Content-Security-Policy carries over HTTPS only. */
const UPGRADE_INSECURE_REQUESTS = 'upgrade-insecure-requests';

/** The security headers of an answer over this scheme. */
export function helmetHeaders(scheme: Scheme): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  const overHttps = scheme === 'https';
  helmet({
    strictTransportSecurity: overHttps,
    contentSecurityPolicy: {
      directives: { upgradeInsecureRequests: overHttps ? [] : null },
    },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/** A page's Content-Security-Policy as sent over this scheme. */
export function policyForScheme(policy: string, scheme: Scheme): string {
  return scheme === 'https' ? `${policy}; ${UPGRADE_INSECURE_REQUESTS}` : policy;
}

export function requestScheme(request: FastifyRequest): Scheme {
  return request.protocol === 'https' ? 'https' : 'http';
}

/** Adds the headers to every reply; a route may still override one with reply.header(). */
export function addSecurityHeaders(app: FastifyInstance) {
  const byScheme = { http: helmetHeaders('http'), https: helmetHeaders('https') };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(byScheme[requestScheme(request)]);
    done();
  });
}
