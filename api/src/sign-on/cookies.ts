// Cookies, for the one thing this API keeps in the browser besides tokens: a single
// sign-on under way (sign-on-state.ts). The official plugin parses and writes them.
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

export async function registerCookies(app: FastifyInstance) {
  await app.register(cookie);
}
