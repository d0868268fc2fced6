// Serialized responses kept in memory, each labelled with the data revision it was built
// at. A request gets the current revision (shared with other requests for a short
// interval, see db/coalesced-revision.ts) before anything else; a matching entry is sent
// as stored bytes, so neither the list query nor JSON serialization runs. Getting the
// revision first means an entry can only be labelled older than its data, never newer:
// a write racing with a rebuild just causes another one.
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RevisionReader } from '../db/revision';

/** A serialized JSON body, and its gzip form made on first demand (browsers all ask for it). */
export class CachedBody {
  #gzip: Buffer | undefined;
  constructor(readonly json: Buffer) {}
  get gzip(): Buffer {
    this.#gzip ??= gzipSync(this.json);
    return this.#gzip;
  }
}

interface Entry {
  revision: string;
  body: CachedBody;
}

export interface ResponseCache {
  currentRevision(): Promise<string>;
  /** The cached body for key at revision, or build() serialized and stored. */
  body(key: string, revision: string, build: () => Promise<unknown>): Promise<CachedBody>;
}

export function createResponseCache(
  revisions: Pick<RevisionReader, 'read'>,
  maxEntries = 500,
): ResponseCache {
  const entries = new Map<string, Entry>();
  return {
    currentRevision: () => revisions.read(),
    async body(key, revision, build) {
      const hit = entries.get(key);
      if (hit?.revision === revision) return hit.body;
      const body = new CachedBody(Buffer.from(JSON.stringify(await build())));
      // Oldest first: Map keeps insertion order, so re-inserting marks an entry as recent.
      entries.delete(key);
      entries.set(key, { revision, body });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return body;
    },
  };
}

const acceptsGzip = (request: FastifyRequest) =>
  /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');

/** Sends a cached body, compressed when the client accepts gzip. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  const vary = reply.getHeader('vary');
  reply
    .type('application/json; charset=utf-8')
    .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  if (acceptsGzip(request)) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.json);
}
