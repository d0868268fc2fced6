// Serves the app from the artefact store: the live shell's page (for / and every section's
// routes) and files, each remote's stored versions under /remotes/<folder>/<version>/, the
// runtime manifest and config, and a health check. Nothing is read from the disk: what
// browsers get is exactly what a deploy checked, on every instance alike.
// Registered after the API routes; /api/* keeps its own JSON 404.
import fastifyEtag from '@fastify/etag';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';
import {
  ARTEFACT_VERSION_PATTERN,
  PREVIEW_PARAMETER,
  REMOTE_FOLDERS,
  REMOTES_MANIFEST_FILE,
  type PrecompressedEncoding,
} from '@module-feedback/federation/contract';
import type { FrontendSettings } from '../config';
import type { StoredFile } from '../deployments/artefact-store';
import type { Deployable } from '../deployments/deployables';
import type { LiveState } from '../deployments/live-state';
import type { PreviewOpening } from '../deployments/previews';
import { errorBody } from '../http/errors';
import { policyForScheme, requestScheme } from '../http/security-headers';
import { addVary } from '../http/vary';
import { manifestForBrowser } from './browser-manifest';
import { remoteOfPage, remoteRoutePreloads } from './remote-route-preloads';
import { IMMUTABLE, shellCacheControl } from './cache-control';
import { contentSecurityPolicy } from './content-security-policy';
import { newNonce, renderShellPage } from './shell-page';
import { StoredFileCorruptError, type StoredFiles } from './stored-files';

export interface StaticSiteOptions {
  frontends: FrontendSettings;
  /** The live shell and runtime manifest, asked on every request that needs them. */
  liveState: () => Promise<LiveState>;
  files: StoredFiles;
  /** Signs the browser ids that decide which browsers a canary reaches. */
  browserIdSecret: string;
  /** What a preview link opens; absent, remotes.json ignores preview links. */
  openPreview?: (token: string) => Promise<PreviewOpening>;
}

/** A path the browser's router owns (/results, /no/such/page), not a file. */
function isAppRoute(pathname: string): boolean {
  const lastSegment = pathname.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

/**
 * A path the shell shows a page for: home, and each section with any path below it, in
 * any case (the shell's router matches routes regardless of case).
 */
function isAppPage(pathname: string): boolean {
  return pathname === '/' || remoteOfPage(pathname) !== undefined;
}

const ENCODINGS: Record<string, PrecompressedEncoding> = { br: 'br', gzip: 'gz' };

/** negotiator 1.x's second argument, which its published types do not know yet. */
type PreferringNegotiator = {
  encoding(available: string[], options: { preferred: string[] }): string | undefined;
};

/** The client's choice among `offered`; of equally welcome ones brotli, the smaller. */
const preferredEncoding = (request: FastifyRequest, offered: string[]) =>
  (new Negotiator(request) as unknown as PreferringNegotiator).encoding(offered, {
    preferred: ['br', 'gzip'],
  });

/**
 * Sends a stored file: its precompressed variant when the client accepts one, an ETag (its
 * sha384) answered with 304 when the client has it.
 */
function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
  cacheControl: string,
) {
  const etag = `"${file.integrity}"`;
  addVary(reply, 'Accept-Encoding');
  reply
    .header('content-type', file.contentType)
    .header('cache-control', cacheControl)
    .header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const offered = Object.keys(ENCODINGS).filter((name) => file.variants[ENCODINGS[name]!]);
  const chosen = preferredEncoding(request, [...offered, 'identity']);
  const variant = chosen && chosen !== 'identity' ? file.variants[ENCODINGS[chosen]!] : undefined;
  if (variant) reply.header('content-encoding', chosen);
  return reply.send(variant ?? file.content);
}

export async function serveStaticSite(app: FastifyInstance, options: StaticSiteOptions) {
  const settings = options.frontends;
  const csp = contentSecurityPolicy(settings);
  // The page's start-up data is preloaded only when browsers reach the API on the page's own
  // origin (no apiBaseUrl configured); a preload elsewhere would be made differently from the
  // shell's own request and not be reused.
  const apiBaseUrl = settings.runtimeConfig.apiBaseUrl;
  const sameOriginApiBase = apiBaseUrl === undefined || apiBaseUrl === '' ? '' : undefined;

  // Any other HTML this server sends (a remote's standalone page) gets the policy without a nonce.
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const policy = String(reply.getHeader('content-security-policy') ?? '');
    if (type.startsWith('text/html') && !policy.includes("'nonce-")) {
      reply.header('content-security-policy', policyForScheme(csp, requestScheme(request)));
    }
    return payload;
  });

  const storedOrCorrupt = async (
    reply: FastifyReply,
    deployable: Deployable,
    version: string,
    path: string,
  ) => {
    try {
      return await options.files.get(deployable, version, path);
    } catch (error) {
      if (!(error instanceof StoredFileCorruptError)) throw error;
      reply.log.error(error.message);
      reply.code(500).send(errorBody(500, `This file cannot be served: ${error.message}.`));
      return null;
    }
  };

  app.get('/health', async () => ({ status: 'ok' }));
  const runtimeConfigFile = {
    path: '/config.json',
    content: Buffer.from(JSON.stringify(settings.runtimeConfig)),
  };
  app.get(runtimeConfigFile.path, (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('application/json; charset=utf-8')
      .send(runtimeConfigFile.content),
  );
  // Revalidated on every page load (no-cache) and answered 304 while unchanged, so a deploy
  // or rollback shows on the next load and costs nothing otherwise.
  await app.register(async (manifest) => {
    await manifest.register(fastifyEtag);
    manifest.get<{ Querystring: { [PREVIEW_PARAMETER]?: unknown } }>(
      `/${REMOTES_MANIFEST_FILE}`,
      async (request, reply) => {
        const shown = manifestForBrowser(
          await options.liveState(),
          request,
          reply,
          options.browserIdSecret,
        );
        // A tab opened with a preview link asks with its token: its one remote comes from
        // the link's version, checked again on every read (a link that expired shows nothing).
        const token = request.query[PREVIEW_PARAMETER];
        if (typeof token !== 'string' || token === '' || !options.openPreview) {
          return reply.send(shown);
        }
        const opened = await options.openPreview(token);
        reply.header('cache-control', 'no-store');
        return reply.send(
          'refused' in opened ? shown : { ...shown, [opened.remote]: opened.entry },
        );
      },
    );
  });

  // Every stored version stays served: a tab opened before a deploy keeps finding its files.
  app.get<{ Params: { folder: string; version: string; '*': string } }>(
    '/remotes/:folder/:version/*',
    async (request, reply) => {
      const { folder, version, '*': path } = request.params;
      const remote = REMOTE_FOLDERS.find((candidate) => candidate === folder);
      const file =
        remote && ARTEFACT_VERSION_PATTERN.test(version)
          ? await storedOrCorrupt(reply, remote, version, path)
          : undefined;
      if (file === null) return reply;
      if (!file)
        return reply.code(404).send(errorBody(404, `No file ${request.url.split('?')[0]}.`));
      // Named after its content, a stored version never changes.
      return sendStoredFile(request, reply, file, IMMUTABLE);
    },
  );

  async function sendShellPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    const state = await options.liveState();
    const { shell } = state;
    const page =
      shell && (await storedOrCorrupt(reply, 'shell', shell.version, shell.descriptor.page));
    if (page === null) return reply;
    if (!page) {
      return reply
        .code(503)
        .send(
          errorBody(503, 'No shell is deployed yet: build it and start the server (npm start).'),
        );
    }
    const nonce = newNonce();
    const html = renderShellPage(page.content.toString('utf8'), nonce, {
      developerOverrides: settings.developerOverrides,
      inPage: [runtimeConfigFile],
      preloads: await remoteRoutePreloads(pathname, state, options.files, sameOriginApiBase),
    });
    addVary(reply, 'Accept-Encoding');
    reply
      // Any other path still gets the shell, whose error page says the page was not found,
      // but with a 404 so crawlers and link checkers learn it too.
      .code(isAppPage(pathname) ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      // A fresh nonce each time: never answered from a cache.
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        policyForScheme(contentSecurityPolicy(settings, nonce), requestScheme(request)),
      );
    if (new Negotiator(request).encoding(['gzip', 'identity']) === 'gzip') {
      return reply.header('content-encoding', 'gzip').send(gzipSync(html));
    }
    return reply.send(html);
  }

  /** A file of the live shell, or of an earlier one (pages opened before a deploy use theirs). */
  async function sendShellFile(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    const { shell, shellVersions } = await options.liveState();
    let path: string;
    try {
      path = decodeURIComponent(pathname.slice(1));
    } catch {
      return reply.code(404).send(errorBody(404, `No route for ${request.method} ${pathname}.`));
    }
    const versions = shell
      ? [shell.version, ...shellVersions.filter((v) => v !== shell.version)]
      : [];
    for (const version of versions) {
      const file = await storedOrCorrupt(reply, 'shell', version, path);
      if (file === null) return reply;
      if (file) return sendStoredFile(request, reply, file, shellCacheControl(path));
    }
    return reply.code(404).send(errorBody(404, `No route for ${request.method} ${pathname}.`));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && !pathname.startsWith('/api/') && !pathname.startsWith('/remotes/')) {
      return isAppRoute(pathname)
        ? sendShellPage(request, reply, pathname)
        : sendShellFile(request, reply, pathname);
    }
    return reply.code(404).send(errorBody(404, `No route for ${request.method} ${pathname}.`));
  });
}
