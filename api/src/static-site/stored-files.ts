// The store's files as this instance serves them: read from the database once, checked
// against the sha384 the deploy recorded (so a changed row is never served), and kept in
// memory — a stored version never changes, so a copy never goes stale.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/schema';
import { storedFile, type StoredFile } from '../deployments/artefact-store';
import type { Deployable } from '../deployments/deployables';

export interface StoredFiles {
  get(deployable: Deployable, version: string, path: string): Promise<StoredFile | undefined>;
}

/** A stored file no longer has the sha384 its deploy checked. */
export class StoredFileCorruptError extends Error {}

/** Memory for copies of stored files, per instance (a version of a remote is a few MB). */
const CACHED_BYTES = 96 * 1024 * 1024;

const sizeOf = (file: StoredFile) =>
  file.content.length + (file.variants.br?.length ?? 0) + (file.variants.gz?.length ?? 0) + 1;

export function storedFiles(db: Kysely<Database>): StoredFiles {
  const cache = new LRUCache<string, StoredFile>({
    maxSize: CACHED_BYTES,
    sizeCalculation: sizeOf,
    // Concurrent requests for one file share one read.
    fetchMethod: async (key) => {
      const [deployable, version, ...path] = key.split('/');
      const file = await storedFile(db, deployable as Deployable, version!, path.join('/'));
      if (!file) return undefined;
      const actual = `sha384-${createHash('sha384').update(file.content).digest('base64')}`;
      if (actual !== file.integrity) {
        throw new StoredFileCorruptError(
          `the stored ${key} no longer has the sha384 its deploy checked (${file.integrity}); deploy that version again`,
        );
      }
      return file;
    },
  });
  return {
    get: (deployable, version, path) => cache.fetch(`${deployable}/${version}/${path}`),
  };
}
