// NUL characters are never meaningful in this API and PostgreSQL cannot store them in
// text, so a body containing one is refused up front with a clear 400.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}

/** A callback-style hook: no promise per request, and GETs (no body) pass straight through. */
export function rejectNulCharacters(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  done(containsNul(request.body) ? badRequest('Text must not contain NUL characters.') : undefined);
}
