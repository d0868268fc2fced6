// Serves the app: the built shell at /, each remote's artefact folders under
// /remotes/<folder>/<version>/, the runtime manifest and config, and a health check.
// Registered after the API routes; /api/* keeps its own JSON 404.
import fastifyEtag from '@fastify/etag';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  REMOTES,
  REMOTES_MANIFEST_FILE,
  remotePublicPath,
  type RemotesManifest,
} from '@module-feedback/federation/contract';
import type { FrontendSettings } from '../config';
import { hostedRoots } from '../deployments/artefact-store';
import { errorBody } from '../http/errors';
import { policyForScheme, requestScheme } from '../http/security-headers';
import { remoteCacheControl, shellCacheControl } from './cache-control';
import { contentSecurityPolicy } from './content-security-policy';

export interface StaticSiteOptions {
  frontends: FrontendSettings;
  /** The live runtime manifest, asked on every request for it. */
  remotesManifest: () => Promise<RemotesManifest>;
}

/** A path the browser's router owns (/results, /no/such/page), not a missing file. */
function isAppRoute(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (pathname.startsWith('/api/') || pathname.startsWith('/remotes/')) return false;
  const lastSegment = pathname.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

/**
 * A path the shell shows a page for: home, and each section with any path below it, in
 * any case (the shell's router matches routes regardless of case).
 */
function isAppPage(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return (
    path === '/' || REMOTES.some(({ route }) => path === route || path.startsWith(`${route}/`))
  );
}

/**
 * The manifest is revalidated on every page load (no-cache) and answered 304 while it is
 * unchanged, so a deploy or rollback shows on the next load and costs nothing otherwise.
 */
async function runtimeManifest(app: FastifyInstance, options: StaticSiteOptions) {
  await app.register(fastifyEtag);
  app.get(`/${REMOTES_MANIFEST_FILE}`, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(await options.remotesManifest()),
  );
}

export async function serveStaticSite(app: FastifyInstance, options: StaticSiteOptions) {
  const settings = options.frontends;
  const csp = contentSecurityPolicy(settings.remoteOrigins, settings.runtimeConfig);
  // Checked per request: a build may land after the server started (npm run dev).
  const shellBuilt = () => existsSync(path.join(settings.shellDir, 'index.html'));

  app.addHook('onSend', async (request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', policyForScheme(csp, requestScheme(request)));
    }
    return payload;
  });

  app.get('/health', async () => ({ status: 'ok' }));
  const json = (body: unknown) => (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').send(body);
  app.get('/config.json', json(settings.runtimeConfig));
  await app.register(runtimeManifest, options);

  const servedFiles = {
    // The builds hold .br and .gz variants of their text files (federation/precompress.ts):
    // sent to browsers that accept them, with Vary: Accept-Encoding either way.
    preCompressed: true,
    cacheControl: false,
    suppressWarning: true,
  };
  for (const remote of REMOTES) {
    const roots = hostedRoots(settings, remote.folder);
    if (!roots.some((root) => existsSync(root))) {
      app.log.warn(`${remote.folder} is not built yet (${roots.at(-1)}); its route says so`);
    }
    await app.register(fastifyStatic, {
      ...servedFiles,
      root: roots,
      prefix: remotePublicPath(remote.folder),
      decorateReply: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', remoteCacheControl(file, roots));
        // Public build output: a shell on another origin may load these modules. The same
        // bytes whatever the origin, so no Vary: Origin (the API's CORS adds it): one cached
        // copy serves the shell's check, sent without an Origin, and the module import, with one.
        reply.removeHeader('vary');
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
    setHeaders: (reply, file) => reply.header('cache-control', shellCacheControl(file)),
  });

  app.setNotFoundHandler((request, reply) => {
    if (isAppRoute(request)) {
      if (!shellBuilt()) {
        return reply.code(503).send(errorBody(503, 'The app is not built yet: run npm start.'));
      }
      // Any other path still gets the shell, whose error page says the page was not found,
      // but with a 404 so crawlers and link checkers learn it too.
      const pathname = request.url.split('?')[0] ?? '/';
      return reply
        .code(isAppPage(pathname) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .sendFile('index.html', settings.shellDir);
    }
    const pathname = request.url.split('?')[0];
    return reply.code(404).send(errorBody(404, `No route for ${request.method} ${pathname}.`));
  });
}
