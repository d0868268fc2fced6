// Where a deploy's artefact comes from, and reading everything deploy.json lists from
// there: a URL on an allowed origin (REMOTE_ORIGINS), a remote's version already in this
// server's store (/remotes/<folder>/<version>/), files uploaded with the request, or (the
// operator's command only) a folder on this machine.
// Reading only gathers bytes; artefact-checks.ts decides whether they are the artefact.
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { latestBuildDir } from '@module-feedback/federation/artefacts';
import {
  ARTEFACT_FILE_TYPES,
  artefactFileKind,
  artefactPublicPath,
  DEPLOY_DESCRIPTOR_FILE,
  LATEST_BUILD_FILE,
  listedPaths,
} from '@module-feedback/federation/contract';
import type { FrontendSettings } from '../config';
import { readDescriptorBytes, type Problem, type ReceivedArtefact } from './artefact-checks';
import { isShell, type Deployable } from './deployables';

export type ArtefactLocation =
  | { kind: 'url'; folderUrl: URL }
  | { kind: 'stored'; version: string }
  | { kind: 'folder'; dir: string };

export interface LocateOptions {
  /** This server's origin as the caller sees it: URLs on it name versions in the store. */
  ownOrigin?: string;
  /** Set by the operator's command only: folders on this machine are read from here. */
  workingDir?: string;
}

/** The largest artefact a deploy reads, all files together. */
export const MAX_ARTEFACT_BYTES = 64 * 1024 * 1024;
const MAX_DESCRIPTOR_BYTES = 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;
const PARALLEL_FETCHES = 6;

const STORED_PATH = /^\/remotes\/([^/]+)\/([^/]+)\/[^/]*$/;

/** The artefact's folder URL: a URL of its entry or deploy.json names the same folder. */
function folderUrlOf(url: URL): URL {
  const folder = new URL(url.href);
  folder.search = '';
  folder.hash = '';
  if (/\.[a-z]+$/i.test(folder.pathname)) folder.pathname = folder.pathname.replace(/[^/]*$/, '');
  if (!folder.pathname.endsWith('/')) folder.pathname += '/';
  return folder;
}

function locateStored(
  pathname: string,
  deployable: Deployable,
): { location: ArtefactLocation } | Problem {
  if (isShell(deployable)) {
    return {
      problem: `${pathname}: a stored version of the shell is made live again with npm run rollback -- shell --to <sequence>`,
    };
  }
  const [, folder, version] =
    STORED_PATH.exec(folderUrlOf(new URL(pathname, 'http://x')).pathname) ?? [];
  if (!folder || !version) {
    return {
      problem: `${pathname} is not a path of a stored version such as ${artefactPublicPath(deployable, '<version>')}`,
    };
  }
  if (folder !== deployable)
    return { problem: `${pathname} is a version of ${folder}, not of ${deployable}` };
  return { location: { kind: 'stored', version } };
}

export function locateArtefact(
  given: string,
  deployable: Deployable,
  settings: FrontendSettings,
  options: LocateOptions,
): { location: ArtefactLocation } | Problem {
  const value = given.trim();
  if (/^https?:\/\//i.test(value)) {
    if (!URL.canParse(value)) return { problem: `${value} is not a valid URL` };
    const url = new URL(value);
    if (url.origin === options.ownOrigin) return locateStored(url.pathname, deployable);
    if (!settings.remoteOrigins.includes(url.origin)) {
      return {
        problem:
          `${url.origin} is not an origin this server deploys from: add it to the server's ` +
          `REMOTE_ORIGINS (now ${settings.remoteOrigins.join(', ') || 'empty'})`,
      };
    }
    return { location: { kind: 'url', folderUrl: folderUrlOf(url) } };
  }
  if (value.startsWith('/remotes/')) return locateStored(value, deployable);
  if (options.workingDir === undefined) {
    return {
      problem: `${value} is neither an http(s) URL nor the path of a version in this server's store`,
    };
  }
  const folder = artefactFolder(path.resolve(options.workingDir, value));
  return 'problem' in folder ? folder : { location: { kind: 'folder', dir: folder.dir } };
}

/** The artefact in a folder on this machine: the folder itself, or for a remote's dist/ its latest build. */
export function artefactFolder(dir: string): { dir: string } | Problem {
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    return { problem: `${dir} is not a folder` };
  if (
    existsSync(path.join(dir, DEPLOY_DESCRIPTOR_FILE)) ||
    !existsSync(path.join(dir, LATEST_BUILD_FILE))
  ) {
    return { dir };
  }
  const latest = latestBuildDir(dir);
  return latest
    ? { dir: latest }
    : { problem: `${dir}/${LATEST_BUILD_FILE} does not name a build` };
}

/* ---------- a folder on this machine ---------- */

/** One file, refused unless it is a regular file reached without following a link. */
function readRegularFile(file: string): Uint8Array {
  const descriptor = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    if (!fstatSync(descriptor).isFile()) throw new Error('not a regular file');
    return readFileSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

/**
 * Every file of the folder, read without following a symbolic link anywhere inside it: a
 * link, a device, a socket or a pipe is refused by name (its target is never read).
 */
export function readArtefactFolder(dir: string): ReceivedArtefact | { problems: string[] } {
  const root = realpathSync(dir);
  const problems: string[] = [];
  const files = new Map<string, Uint8Array>();
  let total = 0;
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (entry.isDirectory()) continue;
    if (entry.isSymbolicLink()) {
      problems.push(
        `${relative} is a symbolic link: only regular files are deployed, never what a link points to`,
      );
    } else if (!entry.isFile()) {
      problems.push(`${relative} is not a regular file`);
    } else {
      try {
        const bytes = readRegularFile(file);
        total += bytes.length;
        files.set(relative, bytes);
      } catch (error) {
        problems.push(
          `${relative} could not be read as a regular file: ${(error as Error).message}`,
        );
      }
    }
  }
  if (total > MAX_ARTEFACT_BYTES)
    problems.push(`the folder holds more than ${MAX_ARTEFACT_BYTES} bytes`);
  const descriptorBytes = files.get(DEPLOY_DESCRIPTOR_FILE);
  if (!descriptorBytes) problems.push(`${dir} has no ${DEPLOY_DESCRIPTOR_FILE}`);
  if (problems.length > 0) return { problems: problems.sort() };
  files.delete(DEPLOY_DESCRIPTOR_FILE);
  return { descriptorBytes: descriptorBytes!, files, notes: [] };
}

/* ---------- a URL on an allowed origin ---------- */

/** Runs `work` on every item, at most `parallel` at a time. */
async function eachAtMost<T>(items: T[], parallel: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

/** What the host answered, and the body up to `limit` bytes. */
async function fetchFile(
  url: URL,
  limit: number,
  ownOrigin: string | undefined,
): Promise<{ status: number; contentType: string; allowOrigin: string | null; bytes: Uint8Array }> {
  const response = await fetch(url, {
    // A redirect could lead anywhere, past the origin check.
    redirect: 'manual',
    // As a browser on this server's pages would ask, so the host's CORS answer can be reported.
    headers: ownOrigin ? { origin: ownOrigin } : {},
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  const answer = {
    status: response.status,
    contentType: (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase(),
    allowOrigin: response.headers.get('access-control-allow-origin'),
  };
  if (response.status !== 200) {
    await response.body?.cancel();
    return { ...answer, bytes: new Uint8Array() };
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    size += read.value.length;
    if (size > limit) {
      await reader?.cancel();
      throw new Error(`it is larger than the ${limit} bytes deploy.json lists`);
    }
    chunks.push(read.value);
  }
  return { ...answer, bytes: Buffer.concat(chunks) };
}

const describeFailure = (error: unknown) =>
  error instanceof Error && error.name === 'TimeoutError'
    ? `no answer within ${FETCH_TIMEOUT_MS / 1000} s`
    : String((error as Error)?.cause ?? (error as Error)?.message ?? error);

const answered = (status: number) =>
  status >= 300 && status < 400
    ? `answered ${status} (a redirect, which a deploy does not follow: give the final URL)`
    : `answered ${status}, not 200`;

/**
 * deploy.json from the URL, then every file it lists, several at a time. Each answer must be
 * 200, of the content type its kind allows, and no larger than listed.
 */
export async function readArtefactUrl(
  folderUrl: URL,
  deployable: Deployable,
  ownOrigin: string | undefined,
): Promise<ReceivedArtefact | { problems: string[] }> {
  const descriptorUrl = new URL(DEPLOY_DESCRIPTOR_FILE, folderUrl);
  let descriptorAnswer;
  try {
    descriptorAnswer = await fetchFile(descriptorUrl, MAX_DESCRIPTOR_BYTES, ownOrigin);
  } catch (error) {
    return { problems: [`${descriptorUrl} could not be read: ${describeFailure(error)}`] };
  }
  if (descriptorAnswer.status !== 200) {
    return { problems: [`${descriptorUrl} ${answered(descriptorAnswer.status)}`] };
  }
  const descriptor = readDescriptorBytes(deployable, descriptorAnswer.bytes);
  if ('problem' in descriptor) return { problems: [descriptor.problem] };
  const listed = descriptor.descriptor.files;
  const total = Object.values(listed).reduce((sum, file) => sum + file.size, 0);
  if (total > MAX_ARTEFACT_BYTES)
    return { problems: [`its files add up to more than ${MAX_ARTEFACT_BYTES} bytes`] };

  const sizeOf = (file: string) =>
    listed[file]?.size ?? listed[file.replace(/\.(br|gz)$/, '')]?.size ?? 0;
  const problems: string[] = [];
  const files = new Map<string, Uint8Array>();
  await eachAtMost(listedPaths(listed), PARALLEL_FETCHES, async (file) => {
    const url = new URL(file, folderUrl);
    try {
      const answer = await fetchFile(url, sizeOf(file), ownOrigin);
      // A variant (.br, .gz) has no kind of its own: only its bytes are judged.
      const kind = listed[file] ? artefactFileKind(file) : undefined;
      const accepted: readonly string[] = kind ? ARTEFACT_FILE_TYPES[kind].accepted : [];
      if (answer.status !== 200) {
        problems.push(`${file}: ${url} ${answered(answer.status)}`);
      } else if (kind && !accepted.includes(answer.contentType)) {
        problems.push(
          `${file}: ${url} answered Content-Type ${answer.contentType || '(none)'}, not ${accepted.join(' or ')}`,
        );
      } else {
        files.set(file, answer.bytes);
      }
    } catch (error) {
      problems.push(`${file}: ${url} could not be fetched: ${describeFailure(error)}`);
    }
  });
  if (problems.length > 0) return { problems: problems.sort() };
  const notes = descriptorAnswer.allowOrigin
    ? []
    : [
        `${folderUrl.origin} answered without Access-Control-Allow-Origin: browsers could not load ` +
          'the artefact from there, and never do: this server serves its own checked copy',
      ];
  return { descriptorBytes: descriptorAnswer.bytes, files, notes };
}
