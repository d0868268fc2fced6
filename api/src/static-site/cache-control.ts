// How long browsers may keep the builds' files: one rule for this server and the benchmark's
// reference server. A remote's stored version never changes (its name is its content hash,
// and the store never replaces one): every file of it is IMMUTABLE.
import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATED = 'no-cache';

/** A shell file: hashed build output (under assets/) never changes; the rest may. */
export function shellCacheControl(file: string): string {
  return file.split(path.sep).includes('assets') ? IMMUTABLE : REVALIDATED;
}
