// Answers that depend on who asks (anything read through the Authorization header) or
// that carry secrets (tokens, a new account) must never be kept by a shared cache or
// handed by a browser's cache to the next person at the same computer. Lists that are
// the same for everyone keep their caching.
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { addVary } from './vary';

/** Marks the reply as depending on the Authorization header (caches key on it). */
export function variesByCaller(reply: FastifyReply): FastifyReply {
  return addVary(reply, 'Authorization');
}

/** Marks the reply as for this caller only: not stored by any cache. */
export function forCallerOnly(reply: FastifyReply): FastifyReply {
  return variesByCaller(reply).header('cache-control', 'no-store');
}

/** forCallerOnly as an onRequest hook, for routes that answer with secrets. */
export function answerForCallerOnly(
  _request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  forCallerOnly(reply);
  done();
}
