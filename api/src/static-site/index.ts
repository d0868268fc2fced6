// Serves the built shell and remotes. A no-op for now: the shell helper fills this in
// (and owns this folder). It is registered after the API routes, and may set the
// not-found handler for non-/api paths; /api/* keeps its own JSON 404.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

export async function staticSite(_app: FastifyInstance, _config: AppConfig): Promise<void> {}
