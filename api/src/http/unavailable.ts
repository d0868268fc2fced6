// A request that failed because the database could not serve it gets 503 with
// Retry-After and a message saying what to do, not a 500: the request was fine and the
// same request will work later. Nothing is logged per request; the availability monitor
// logs the outage once (see db/availability.ts).
import { unavailability, type Unavailability } from '../db/errors';

export interface UnavailableAnswer {
  retryAfterSeconds: number;
  message: string;
}

const ANSWERS: Record<Unavailability, UnavailableAnswer> = {
  unreachable: {
    retryAfterSeconds: 5,
    message: 'The service cannot reach its database right now. Please try again in a few seconds.',
  },
  timeout: {
    retryAfterSeconds: 5,
    message: 'The database did not answer in time. Please try again in a few seconds.',
  },
  busy: {
    retryAfterSeconds: 1,
    message: 'The database is busy with another change. Please try again in a moment.',
  },
  storage: {
    retryAfterSeconds: 60,
    message:
      'The server cannot save changes right now (its storage is full or read-only), so ' +
      'nothing was saved. Please try again later.',
  },
};

/** What to answer for an error that says the database is unavailable; else undefined. */
export function unavailableAnswer(error: unknown): UnavailableAnswer | undefined {
  const reason = unavailability(error);
  return reason && ANSWERS[reason];
}
