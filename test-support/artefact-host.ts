// A static host for artefacts on another loopback origin (a CDN in miniature), for the API
// suite and the journeys: serves a folder with CORS, and the same folder under /slow/ with
// every answer held back a while, so a deploy can be caught in the middle of its checks.
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

export interface ArtefactHost {
  origin: string;
  close(): Promise<void>;
}

export const SLOW_ANSWER_MS = 400;

export async function startArtefactHost(root: string, port = 0): Promise<ArtefactHost> {
  const app: FastifyInstance = Fastify();
  const served = {
    root,
    decorateReply: false,
    setHeaders: (reply: { header(name: string, value: string): unknown }) =>
      reply.header('access-control-allow-origin', '*'),
  };
  await app.register(fastifyStatic, served);
  await app.register(async (slow) => {
    slow.addHook('onRequest', () => new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS)));
    await slow.register(fastifyStatic, { ...served, prefix: '/slow/' });
  });
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('artefact host has no address');
  return { origin: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}
