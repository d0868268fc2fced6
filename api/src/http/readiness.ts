// GET /ready: whether this instance can serve requests now, for load balancers and
// orchestrators. It reads from the database (bounded by a short deadline) and turns red
// as soon as shutdown begins, so traffic moves elsewhere before the instance stops.
// GET /health stays the cheap liveness check: the process runs and answers.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { errorBody } from './errors';
import { unavailableAnswer } from './unavailable';

/** Probes usually give up after a few seconds; answer before they do. */
const CHECK_DEADLINE_MS = 2_000;

class CheckTimedOut extends Error {}

export async function readinessRoute(app: FastifyInstance, db: Kysely<Database>) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.get('/ready', async (_request, reply) => {
    const unready = (retryAfterSeconds: number, message: string) =>
      reply
        .code(503)
        .header('retry-after', String(retryAfterSeconds))
        .header('cache-control', 'no-store')
        .send(errorBody(503, message));
    if (closing) return unready(5, 'This instance is shutting down.');
    const deadline = new AbortController();
    try {
      await Promise.race([
        db.selectFrom('data_revision').select('revision').executeTakeFirst(),
        sleep(CHECK_DEADLINE_MS, undefined, { signal: deadline.signal }).then(() => {
          throw new CheckTimedOut();
        }),
      ]);
    } catch (error) {
      if (error instanceof CheckTimedOut) {
        return unready(
          5,
          'The database did not answer in time. Please try again in a few seconds.',
        );
      }
      const answer = unavailableAnswer(error);
      if (!answer) throw error;
      return unready(answer.retryAfterSeconds, answer.message);
    } finally {
      deadline.abort();
    }
    return reply.header('cache-control', 'no-store').send({ status: 'ready' });
  });
}
