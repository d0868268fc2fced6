// A static host for artefacts on another loopback origin (a CDN in miniature), for the API
// suite and the journeys. It serves a folder with CORS, and the same folder under prefixes
// that misbehave the ways real hosts do:
//   /slow/        every answer held back a while (a deploy caught in the middle of its checks)
//   /no-cors/     no Access-Control-Allow-Origin
//   /as-html/     every file answered as text/html (an SPA fallback, a misconfigured host)
//   /two-faced/   other bytes for a script a browser imports (Sec-Fetch-Dest: script) than
//                 for any other request, such as a fetch() or a server's download
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

export interface ArtefactHost {
  origin: string;
  close(): Promise<void>;
}

export const SLOW_ANSWER_MS = 400;
/** What /two-faced/ answers a browser's script import with. */
export const TWO_FACED_SCRIPT = 'document.title = "ran code that was never deployed"; export {};';

type Headers = { header(name: string, value: string): unknown };

export async function startArtefactHost(root: string, port = 0): Promise<ArtefactHost> {
  const app: FastifyInstance = Fastify();
  const withCors = (reply: Headers) => reply.header('access-control-allow-origin', '*');
  const served = (prefix: string, setHeaders: (reply: Headers) => unknown = withCors) => ({
    root,
    prefix,
    decorateReply: false,
    // Serve files as they are: no compressed variant picked by Accept-Encoding.
    preCompressed: false,
    setHeaders,
  });
  await app.register(fastifyStatic, served('/'));
  await app.register(async (slow) => {
    slow.addHook('onRequest', () => new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS)));
    await slow.register(fastifyStatic, served('/slow/'));
  });
  await app.register(
    fastifyStatic,
    served('/no-cors/', () => undefined),
  );
  await app.register(async (html) => {
    html.addHook('onSend', async (_request, reply, payload) => {
      reply.header('content-type', 'text/html; charset=utf-8');
      return payload;
    });
    await html.register(fastifyStatic, served('/as-html/'));
  });
  await app.register(async (twoFaced) => {
    twoFaced.addHook('onRequest', async (request, reply) => {
      if (request.headers['sec-fetch-dest'] === 'script' && request.url.endsWith('.js')) {
        await reply
          .header('content-type', 'text/javascript')
          .header('access-control-allow-origin', '*')
          .send(TWO_FACED_SCRIPT);
      }
    });
    await twoFaced.register(fastifyStatic, served('/two-faced/'));
  });
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('artefact host has no address');
  return { origin: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}
