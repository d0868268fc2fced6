// Serves a built plain SPA on a free loopback port the way the app server serves the shell
// (api/src/static-site): @fastify/static with the build's precompressed variants chosen by
// Accept-Encoding, hashed files under assets/ cached for good, everything else (index.html)
// revalidated on every visit, and index.html for any other page's address, every answer with
// the app's security headers. With `apiOrigin`, GET /api/… is answered by that server (the
// app's), as a same-origin API would answer.
//
// The headers are part of serving it as the app is served: a product without federation
// would send them too, and they cost a first load time of their own. Cross-Origin-Opener-
// Policy puts the page in a browsing context group of its own, which from the fresh tab a
// benchmark opens means a new renderer process (about 150 ms on the benchmark's machine); a
// reference without it would count that against the federation.
import fastifyStatic from '@fastify/static';
import { shellCacheControl } from '@module-feedback/api/cache-control';
import { addSecurityHeaders } from '@module-feedback/api/security-headers';
import Fastify from 'fastify';

export interface ServedSite {
  baseUrl: string;
  stop: () => Promise<void>;
}

export interface ServeOptions {
  /** Where GET /api/… is passed on to. */
  apiOrigin?: string;
}

export async function serveBuild(root: string, options: ServeOptions = {}): Promise<ServedSite> {
  const app = Fastify();
  addSecurityHeaders(app);
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('cache-control', shellCacheControl(file)),
  });
  const { apiOrigin } = options;
  if (apiOrigin) {
    app.get('/api/*', async (request, reply) => {
      const answer = await fetch(new URL(request.url, apiOrigin), {
        headers: { accept: request.headers.accept ?? 'application/json' },
      });
      const type = answer.headers.get('content-type');
      if (type) reply.header('content-type', type);
      return reply.code(answer.status).send(Buffer.from(await answer.arrayBuffer()));
    });
  }
  // A page's address (/results) gets the page, as the app server answers it; a missing file
  // under assets/ stays a 404.
  app.setNotFoundHandler((request, reply) =>
    request.method === 'GET' && !request.url.startsWith('/assets/')
      ? reply.sendFile('index.html')
      : reply.code(404).send(),
  );
  // Port 0: the system picks a free one.
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { baseUrl: address, stop: () => app.close() };
}
