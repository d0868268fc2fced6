// What a deployable's artefact folder holds, computed the same way by the build (which
// lists it in deploy.json) and by a deploy (which checks what it received against that
// list): each file's sha384 and size, the precompressed variants beside it, and the
// content hash over every file that names the version.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEPLOY_DESCRIPTOR_FILE,
  PRECOMPRESSED_ENCODINGS,
  variantPath,
  type ArtefactFiles,
} from '../contract';

/** Subresource-integrity form of the bytes' sha384 (as the contract's, synchronously). */
export const fileIntegrity = (bytes: Uint8Array): string =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The regular files under `dir` (symbolic links and other kinds left out), relative, sorted. */
export function regularFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

/** sha256 over every file's path and bytes, deploy.json aside (it holds the hash), in path order. */
export function contentHashOf(files: Iterable<readonly [string, Uint8Array]>): string {
  const hash = createHash('sha256');
  const sorted = [...files]
    .filter(([file]) => file !== DEPLOY_DESCRIPTOR_FILE)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [file, bytes] of sorted) hash.update(`${file}\0${bytes.length}\0`).update(bytes);
  return hash.digest('hex');
}

/** The listing of deploy.json for these files: variants folded into the file they compress. */
export function describeFiles(files: ReadonlyMap<string, Uint8Array>): ArtefactFiles {
  const variants = new Set<string>();
  const listed: ArtefactFiles = {};
  for (const [file, bytes] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (file === DEPLOY_DESCRIPTOR_FILE) continue;
    const precompressed = PRECOMPRESSED_ENCODINGS.filter((encoding) =>
      files.has(variantPath(file, encoding)),
    );
    for (const encoding of precompressed) variants.add(variantPath(file, encoding));
    listed[file] = {
      size: bytes.length,
      integrity: fileIntegrity(bytes),
      ...(precompressed.length > 0 ? { precompressed } : {}),
    };
  }
  for (const variant of variants) delete listed[variant];
  return listed;
}

/** Every regular file of the folder with its bytes. */
export function readFolderFiles(dir: string): Map<string, Uint8Array> {
  return new Map(regularFilesUnder(dir).map((file) => [file, readFileSync(path.join(dir, file))]));
}
