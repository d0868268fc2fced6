// Where a deploy's artefact is and what it holds. Given as a URL (a static host or CDN on
// an allowed origin), as a path on this server (/remotes/<folder>/<version>/), or, from
// the command line, as a folder on this machine (an artefact, or a remote's dist/).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { artefactContentHash, latestBuildDir } from '@module-feedback/federation/artefacts';
import {
  ARTEFACT_VERSION_PATTERN,
  artefactPublicPath,
  DEPLOY_DESCRIPTOR_FILE,
  LATEST_BUILD_FILE,
  parseDeployDescriptor,
  type DeployDescriptor,
  type Remote,
} from '@module-feedback/federation/contract';
import type { FrontendSettings } from '../config';
import { hostedRoots, readDescriptor } from './artefact-store';

export type ArtefactLocation =
  | { kind: 'url'; folderUrl: URL }
  | { kind: 'hosted'; dir: string }
  | { kind: 'folder'; dir: string };

export interface LocateOptions {
  /** This server's origin as the caller sees it: URLs on it are read from disk. */
  ownOrigin?: string;
  /** Set on the command line: relative folders resolve against it. Folders are refused otherwise. */
  workingDir?: string;
}

export interface ArtefactContents {
  descriptor: DeployDescriptor;
  /** The entry's bytes, or why they could not be had. */
  entry: { bytes: Uint8Array } | { problem: string };
  /** Local artefacts only: their files no longer match the content hash. */
  tampered?: string;
  /** How the runtime manifest will name the entry (an absolute URL, or a path on this server). */
  entryUrl: string;
}

/** A refusal no --force overrides: without it there is nothing sensible to deploy. */
export type Problem = { problem: string };

const FETCH_TIMEOUT_MS = 10_000;
const MAX_DESCRIPTOR_BYTES = 64 * 1024;
const MAX_ENTRY_BYTES = 10 * 1024 * 1024;
const HOSTED_PATH = /^\/remotes\/([^/]+)\/([^/]+)\/(?:[^/]*)$/;

/** The artefact's folder URL: a URL of its entry or deploy.json names the same folder. */
function folderUrlOf(url: URL): URL {
  const folder = new URL(url.href);
  folder.search = '';
  folder.hash = '';
  if (/\.[a-z]+$/i.test(folder.pathname)) folder.pathname = folder.pathname.replace(/[^/]*$/, '');
  if (!folder.pathname.endsWith('/')) folder.pathname += '/';
  return folder;
}

function locateHosted(
  pathname: string,
  remote: Remote,
  settings: FrontendSettings,
): { location: ArtefactLocation } | Problem {
  const [, folder, version] =
    HOSTED_PATH.exec(folderUrlOf(new URL(pathname, 'http://x')).pathname) ?? [];
  if (!folder || !version) {
    return {
      problem: `${pathname} is not an artefact path such as ${artefactPublicPath(remote.folder, '<version>')}`,
    };
  }
  if (folder !== remote.folder)
    return { problem: `${pathname} is an artefact of ${folder}, not of ${remote.folder}` };
  const dir = ARTEFACT_VERSION_PATTERN.test(version)
    ? hostedRoots(settings, remote.folder)
        .map((root) => path.join(root, version))
        .find((candidate) => existsSync(path.join(candidate, DEPLOY_DESCRIPTOR_FILE)))
    : undefined;
  if (!dir) return { problem: `this server has no artefact ${version} of ${remote.folder}` };
  return { location: { kind: 'hosted', dir } };
}

export function locateArtefact(
  given: string,
  remote: Remote,
  settings: FrontendSettings,
  options: LocateOptions,
): { location: ArtefactLocation } | Problem {
  const value = given.trim();
  if (/^https?:\/\//i.test(value)) {
    if (!URL.canParse(value)) return { problem: `${value} is not a valid URL` };
    const url = new URL(value);
    if (url.origin === options.ownOrigin) return locateHosted(url.pathname, remote, settings);
    if (!settings.remoteOrigins.includes(url.origin)) {
      return {
        problem:
          `${url.origin} is not an allowed origin for remotes: add it to REMOTE_ORIGINS ` +
          `(now ${settings.remoteOrigins.join(', ') || 'empty'}), which the page's ` +
          'Content-Security-Policy follows too',
      };
    }
    return { location: { kind: 'url', folderUrl: folderUrlOf(url) } };
  }
  if (value.startsWith('/remotes/')) return locateHosted(value, remote, settings);
  if (options.workingDir === undefined) {
    return { problem: `${value} is neither an http(s) URL nor an artefact path on this server` };
  }
  const dir = path.resolve(options.workingDir, value);
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    return { problem: `${dir} is not a folder` };
  // A remote's dist/ stands for its latest build.
  const artefact =
    !existsSync(path.join(dir, DEPLOY_DESCRIPTOR_FILE)) &&
    existsSync(path.join(dir, LATEST_BUILD_FILE))
      ? latestBuildDir(dir)
      : dir;
  if (!artefact) return { problem: `${dir}/${LATEST_BUILD_FILE} does not name a build` };
  return { location: { kind: 'folder', dir: artefact } };
}

/** The response body, up to `limit` bytes. */
async function fetchBytes(url: URL, limit: number): Promise<{ status: number; bytes: Uint8Array }> {
  const response = await fetch(url, {
    // A redirect could lead anywhere, past the origin check.
    redirect: 'manual',
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    size += read.value.length;
    if (size > limit) {
      await reader?.cancel();
      throw new Error(`it is larger than ${limit} bytes`);
    }
    chunks.push(read.value);
  }
  return { status: response.status, bytes: Buffer.concat(chunks) };
}

const describeFailure = (error: unknown) =>
  error instanceof Error && error.name === 'TimeoutError'
    ? `no answer within ${FETCH_TIMEOUT_MS / 1000} s`
    : String((error as Error)?.cause ?? (error as Error)?.message ?? error);

async function readRemoteArtefact(
  folderUrl: URL,
  remote: Remote,
): Promise<ArtefactContents | Problem> {
  const descriptorUrl = new URL(DEPLOY_DESCRIPTOR_FILE, folderUrl);
  let descriptorValue: unknown;
  try {
    const { status, bytes } = await fetchBytes(descriptorUrl, MAX_DESCRIPTOR_BYTES);
    if (status !== 200) return { problem: `${descriptorUrl} answered ${status}, not 200` };
    descriptorValue = JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch (error) {
    return { problem: `${descriptorUrl} could not be read: ${describeFailure(error)}` };
  }
  const parsed = parseDeployDescriptor(descriptorValue);
  if ('problem' in parsed) return parsed;
  const { descriptor } = parsed;
  if (descriptor.remote !== remote.name) return wrongRemote(descriptor, remote);

  const entryUrl = new URL(descriptor.entry, folderUrl);
  let entry: ArtefactContents['entry'];
  try {
    const { status, bytes } = await fetchBytes(entryUrl, MAX_ENTRY_BYTES);
    entry =
      status === 200 ? { bytes } : { problem: `the entry ${entryUrl} answered ${status}, not 200` };
  } catch (error) {
    entry = { problem: `the entry ${entryUrl} could not be fetched: ${describeFailure(error)}` };
  }
  return { descriptor, entry, entryUrl: entryUrl.href };
}

const wrongRemote = (descriptor: DeployDescriptor, remote: Remote): Problem => ({
  problem: `the artefact is a build of ${descriptor.remote}, not of ${remote.name}`,
});

function readLocalArtefact(dir: string, remote: Remote): ArtefactContents | Problem {
  const read = readDescriptor(dir);
  if ('problem' in read) return read;
  const { descriptor } = read;
  if (descriptor.remote !== remote.name) return wrongRemote(descriptor, remote);
  const entryFile = path.join(dir, descriptor.entry);
  const entry = existsSync(entryFile)
    ? { bytes: readFileSync(entryFile) }
    : { problem: `the entry ${entryFile} is missing` };
  const tampered =
    artefactContentHash(dir) === descriptor.contentHash
      ? undefined
      : `the files in ${dir} no longer match the content hash in ${DEPLOY_DESCRIPTOR_FILE}`;
  return {
    descriptor,
    entry,
    ...(tampered ? { tampered } : {}),
    entryUrl: `${artefactPublicPath(remote.folder, descriptor.version)}${descriptor.entry}`,
  };
}

export function readArtefact(
  location: ArtefactLocation,
  remote: Remote,
): Promise<ArtefactContents | Problem> {
  return location.kind === 'url'
    ? readRemoteArtefact(location.folderUrl, remote)
    : Promise.resolve(readLocalArtefact(location.dir, remote));
}
