// How long browsers may keep the builds' files: one rule for this server, production's nginx
// and the benchmark's reference server.
import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATED = 'no-cache';

/** A shell file: hashed build output (under assets/) never changes; the rest may. */
export function shellCacheControl(file: string): string {
  return file.split(path.sep).includes('assets') ? IMMUTABLE : REVALIDATED;
}

/**
 * A remote's file, under one of `roots`. A remote's version folder is named after its content
 * hash, and a published version is never replaced (publishArtefact), so every file in one is
 * cached for good: a returning visitor's shell checks the remote's deploy.json and entry
 * without asking the server again. Files beside the version folders (a build's latest.json)
 * are revalidated.
 */
export function remoteCacheControl(file: string, roots: string[]): string {
  const inVersionFolder = roots.some((root) => {
    const inside = path.relative(root, file);
    return !inside.startsWith('..') && inside.split(path.sep).length > 1;
  });
  return inVersionFolder ? IMMUTABLE : REVALIDATED;
}
