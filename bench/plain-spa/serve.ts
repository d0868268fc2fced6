// Serves a built plain SPA on a free loopback port the way the app server serves the shell
// (api/src/static-site): @fastify/static with the build's precompressed variants chosen by
// Accept-Encoding, hashed files under assets/ cached for good, everything else (index.html)
// revalidated on every visit.
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { shellCacheControl } from '@module-feedback/api/cache-control';

export interface ServedSite {
  baseUrl: string;
  stop: () => Promise<void>;
}

export async function serveBuild(root: string): Promise<ServedSite> {
  const app = Fastify();
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('cache-control', shellCacheControl(file)),
  });
  // Port 0: the system picks a free one.
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { baseUrl: address, stop: () => app.close() };
}
