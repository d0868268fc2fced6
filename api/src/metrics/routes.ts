// GET /metrics: the figures in Prometheus's text format, for the monitoring only. It says
// how the service runs, so it is not public: a scraper gets in with the bearer token
// (METRICS_TOKEN) or by connecting from an allowed address (METRICS_ALLOW, loopback by
// default). A request a proxy forwarded (X-Forwarded-For or Forwarded) comes from the
// proxy's address, not the client's, so only the token lets it in.
import { createHash, timingSafeEqual } from 'node:crypto';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MetricsAccess } from '../config';
import { errorBody } from '../http/errors';
import type { Metrics } from './registry';

/** The route label of requests no route matched (unknown paths, the shell's pages). */
export const NO_ROUTE = '(no route)';

const digest = (text: string) => createHash('sha256').update(text).digest();

function bearerMatches(request: FastifyRequest, token: string | undefined): boolean {
  const [scheme, given] = (request.headers.authorization ?? '').split(' ');
  if (!token || scheme?.toLowerCase() !== 'bearer' || !given) return false;
  return timingSafeEqual(digest(given), digest(token));
}

/** Counts every request once it has been answered, under its route pattern. */
export function countRequests(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.request(
      {
        method: request.method,
        route: request.routeOptions.url ?? NO_ROUTE,
        status: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
  });
}

export async function metricsRoute(app: FastifyInstance, access: MetricsAccess, metrics: Metrics) {
  const allowedAddress = proxyAddr.compile(access.allow);
  app.get('/metrics', async (request, reply) => {
    const forwarded = 'x-forwarded-for' in request.headers || 'forwarded' in request.headers;
    const address = request.socket.remoteAddress;
    const byAddress = !forwarded && address !== undefined && allowedAddress(address, 0);
    if (!byAddress && !bearerMatches(request, access.token)) {
      reply.header('cache-control', 'no-store');
      if (access.token) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send(errorBody(401, 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.'));
      }
      return reply
        .code(403)
        .send(errorBody(403, 'Metrics are answered only to the addresses METRICS_ALLOW names.'));
    }
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
