// Serves the app: the built shell at /, each built remote under /remotes/<folder>/, the
// runtime manifest and config, and a health check. Registered after the API routes;
// /api/* keeps its own JSON 404.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, remotePublicPath } from '../../../federation/remotes';
import type { AppConfig } from '../config';
import { errorBody } from '../http/errors';
import { contentSecurityPolicy } from './content-security-policy';
import { loadStaticSiteSettings, type StaticSiteSettings } from './site-settings';

/** Hashed build output never changes; everything else must be revalidated. */
function setCacheHeaders(reply: FastifyReply, file: string): void {
  const hashed = file.split(path.sep).includes('assets');
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** A path the browser's router owns (/results, /no/such/page), not a missing file. */
function isAppRoute(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (pathname.startsWith('/api/') || pathname.startsWith('/remotes/')) return false;
  const lastSegment = pathname.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

export async function serveStaticSite(app: FastifyInstance, settings: StaticSiteSettings) {
  const csp = contentSecurityPolicy(settings.remotesManifest, settings.runtimeConfig);
  // Checked per request: a build may land after the server started (npm run dev).
  const shellBuilt = () => existsSync(path.join(settings.shellDir, 'index.html'));

  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', csp);
    }
    return payload;
  });

  app.get('/health', async () => ({ status: 'ok' }));
  const json = (body: unknown) => (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').send(body);
  app.get('/remotes.json', json(settings.remotesManifest));
  app.get('/config.json', json(settings.runtimeConfig));

  const servedFiles = {
    // The builds hold .br and .gz variants of their text files (federation/precompress.ts):
    // sent to browsers that accept them, with Vary: Accept-Encoding either way.
    preCompressed: true,
    cacheControl: false,
    suppressWarning: true,
  };
  for (const remote of REMOTES) {
    const root = settings.remoteDirs[remote.folder];
    if (!existsSync(root)) {
      app.log.warn(`${remote.folder} is not built yet (${root}); its route shows a retry message`);
    }
    await app.register(fastifyStatic, {
      ...servedFiles,
      root,
      prefix: remotePublicPath(remote.folder),
      decorateReply: false,
      setHeaders: (reply, file) => {
        setCacheHeaders(reply, file);
        // Public build output: a shell on another origin may load these modules.
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  }

  if (!shellBuilt()) app.log.warn(`the shell is not built yet (${settings.shellDir})`);
  // Its reply.sendFile, used for the app routes below, negotiates the same way.
  await app.register(fastifyStatic, {
    ...servedFiles,
    root: settings.shellDir,
    prefix: '/',
    decorateReply: true,
    setHeaders: setCacheHeaders,
  });

  app.setNotFoundHandler((request, reply) => {
    if (isAppRoute(request)) {
      if (!shellBuilt()) {
        return reply.code(503).send(errorBody(503, 'The app is not built yet: run npm start.'));
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html', settings.shellDir);
    }
    const pathname = request.url.split('?')[0];
    return reply.code(404).send(errorBody(404, `No route for ${request.method} ${pathname}.`));
  });
}

export async function staticSite(app: FastifyInstance, _config: AppConfig): Promise<void> {
  await serveStaticSite(app, loadStaticSiteSettings(process.env));
}
