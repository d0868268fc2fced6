// Files only the server's own user may read: the data folder (0700), the files in it
// (0600) and the generated JWT secret, which is written so that a crash can never leave
// a partial or empty secret behind.
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder, and makes it owner-only even when it already existed. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Creates the file empty if it is missing, and makes it owner-only either way. */
export function ensurePrivateFile(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  chmodSync(file, PRIVATE_FILE_MODE);
}

/** A rename or link is only durable once the folder's own entry list is on disk. */
function fsyncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export class SecretFileError extends Error {}

/**
 * The secret kept in `file`, generated on first use. The new secret goes to a temporary
 * file that is flushed to disk before it is linked into place, so the secret file is
 * either absent or complete, even after a power cut. Linking (not renaming) fails when
 * another process created the file meanwhile; then theirs is used.
 */
export function readOrCreateSecret(file: string, minLength: number): string {
  if (!existsSync(file)) {
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    const fd = openSync(temporary, 'wx', PRIVATE_FILE_MODE);
    try {
      writeSync(fd, randomBytes(48).toString('base64url'));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    try {
      linkSync(temporary, file);
      fsyncDir(path.dirname(file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(temporary, { force: true });
    }
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < minLength) {
    throw new SecretFileError(
      `${file} holds ${secret.length === 0 ? 'no secret' : 'a secret that is too short'} ` +
        `(at least ${minLength} characters are needed). Delete the file to have a new ` +
        'one generated (everyone will have to sign in again), or set JWT_SECRET.',
    );
  }
  return secret;
}
