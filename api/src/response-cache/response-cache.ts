// Serialized responses kept in memory, each labelled with the data revision it was built
// at and the scopes of the data it shows. A request gets the current revision (shared with
// other requests for a short interval, see coalesced-revision.ts) before anything else;
// an entry none of whose scopes changed since it was built is sent as stored bytes, so
// neither the list query nor JSON serialization runs. A write to one module's feedback
// leaves every other module's lists cached. Getting the revision first means an entry can
// only be labelled older than its data, never newer: a write racing with a rebuild just
// causes another one.
//
// While the database is unavailable, a stored entry is served as it is rather than
// failing: public lists stay readable during an outage, a little stale at worst.
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import type { DatabaseAvailability } from '../db/availability';
import { unavailability } from '../db/errors';
import type { RevisionReader } from './revision';
import { addVary } from '../http/vary';

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
  /** The revision read before the response was built. */
  builtAt: number;
  /** The parts of the data it shows (see db/migrations/0005-revision-scopes.ts). */
  scopes: readonly string[];
  body: CachedBody;
}

/** Called by a build with the scopes of the data its response shows. */
export type ShowsScopes = (...scopes: string[]) => void;

export interface ResponseCache {
  /**
   * The cached body for key while none of its scopes changed since it was built;
   * otherwise build() serialized and stored. build names its scopes through `shows`.
   */
  body(key: string, build: (shows: ShowsScopes) => Promise<unknown>): Promise<CachedBody>;
}

export function createResponseCache(
  revisions: Pick<RevisionReader, 'read' | 'lastChange'>,
  availability: Pick<DatabaseAvailability, 'unreachable'>,
  maxEntries = 500,
): ResponseCache {
  const entries = new Map<string, Entry>();
  /** Builds in progress: requests that need the same rebuild share it. */
  const building = new Map<string, { revision: number; body: Promise<CachedBody> }>();

  async function rebuild(
    key: string,
    revision: number,
    build: (shows: ShowsScopes) => Promise<unknown>,
  ) {
    const scopes: string[] = [];
    const value = await build((...shown) => scopes.push(...shown));
    if (scopes.length === 0) throw new Error(`cached response ${key} names no scopes`);
    const body = new CachedBody(Buffer.from(JSON.stringify(value)));
    // Oldest first: Map keeps insertion order, so re-inserting marks an entry as recent.
    entries.delete(key);
    entries.set(key, { builtAt: revision, scopes, body });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return body;
  }

  return {
    async body(key, build) {
      const hit = entries.get(key);
      if (hit && availability.unreachable) {
        // Known outage: answer at once; the read in the background notices the recovery.
        revisions.read().catch(() => undefined);
        return hit.body;
      }
      let revision: number;
      try {
        revision = await revisions.read();
      } catch (error) {
        if (hit && unavailability(error)) return hit.body;
        throw error;
      }
      if (hit && revisions.lastChange(hit.scopes) <= hit.builtAt) return hit.body;
      // A build that started at this revision or later shows everything this request may
      // expect: join it rather than build the same response again.
      const running = building.get(key);
      if (running && running.revision >= revision) return running.body;
      const body = rebuild(key, revision, build);
      building.set(key, { revision, body });
      const done = () => {
        if (building.get(key)?.body === body) building.delete(key);
      };
      body.then(done, done);
      return body;
    },
  };
}

/** Honours the client's preferences, q-values included ("gzip;q=0" refuses gzip). */
const acceptsGzip = (request: FastifyRequest) =>
  new Negotiator(request).encoding(['gzip', 'identity']) === 'gzip';

/** Sends a cached body, compressed when the client prefers gzip. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  addVary(reply, 'Accept-Encoding').type('application/json; charset=utf-8');
  if (acceptsGzip(request)) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.json);
}
