// Before any of a remote's code is fetched: its deploy.json must be the one deployed (its
// sha384 is in the runtime manifest), say it works with what this shell provides, and list
// its scripts, whose integrity the browser then enforces (integrity-map.ts). A refused remote
// is never imported, so it cannot load a second React or session. Whether it works with this
// shell the server has usually checked already (the manifest entry's compatibleWith); the
// page checks it itself otherwise (descriptor-check.ts).
import {
  DEPLOY_DESCRIPTOR_FILE,
  MF_MANIFEST_FILE,
  sha384Integrity,
  type DeployDescriptor,
  type ProvidedSingletons,
  type RemoteName,
} from '@module-feedback/federation/contract';
import { scriptIntegrity } from './integrity-map';
import { fetchUnlessEmbedded } from '../../app/embedded-responses';
import type { RemoteTarget } from '../targets/remote-targets';

export type Refusal = 'incompatible' | 'integrity';

/** The remote was reached and refused; retrying only helps after another deploy. */
export class RemoteRefusedError extends Error {
  constructor(
    readonly refusal: Refusal,
    readonly reasons: string[],
    options?: ErrorOptions,
  ) {
    super(`remote refused (${refusal}): ${reasons.join('; ')}`, options);
  }
}

export interface CheckedRemote {
  /** The remote's federation manifest (mf-manifest.json), when it has one. */
  federationManifest: unknown;
  /** What its pages GET as they start, per its deploy.json (none for an unchecked override). */
  startupData?: DeployDescriptor['startupData'];
  /** Absolute URL → sha384 of each of its scripts (none for an unchecked override). */
  scripts: Record<string, string>;
}

/**
 * A deployed version folder is named after its content and never replaced, so what the
 * browser cached of it is still right: a returning visitor's check needs no round trip. A
 * developer's override (a dev server) changes under the same address: always asked again.
 */
const cacheFor = (target: RemoteTarget): RequestInit =>
  target.override ? { cache: 'no-cache' } : {};

async function federationManifest(url: URL, init: RequestInit): Promise<unknown> {
  try {
    const response = await fetchUnlessEmbedded(url, init);
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}

const NOT_DEPLOYED = 'its deploy.json is not the one deployed';

/** Whether the server checked this remote against exactly the singletons this page provides. */
function checkedForThisShell(target: RemoteTarget, provided: ProvidedSingletons): boolean {
  const checked = target.compatibleWith;
  const names = Object.keys(provided);
  return (
    checked !== undefined &&
    names.length > 0 &&
    names.length === Object.keys(checked).length &&
    names.every((name) => checked[name] === provided[name])
  );
}

async function descriptorFor(
  bytes: ArrayBuffer,
  name: RemoteName,
  target: RemoteTarget,
  provided: ProvidedSingletons,
): Promise<DeployDescriptor> {
  const text = new TextDecoder().decode(bytes);
  // The very bytes the server checked: their sha384 matched the manifest's just before.
  if (target.descriptorIntegrity && checkedForThisShell(target, provided)) {
    return JSON.parse(text) as DeployDescriptor;
  }
  const { checkDescriptor } = await import('./descriptor-check');
  const checked = checkDescriptor(text, name, provided);
  if ('reasons' in checked) throw new RemoteRefusedError('incompatible', checked.reasons);
  return checked.descriptor;
}

export async function checkRemote(
  name: RemoteName,
  target: RemoteTarget,
  provided: ProvidedSingletons,
): Promise<CheckedRemote> {
  const folder = new URL('.', target.entry);
  const init = cacheFor(target);
  const [descriptorResponse, manifest] = await Promise.all([
    fetchUnlessEmbedded(new URL(DEPLOY_DESCRIPTOR_FILE, folder), init),
    federationManifest(new URL(MF_MANIFEST_FILE, folder), init),
  ]);
  // A developer's dev server has no deploy.json (it may answer with its index.html): their
  // override runs unchecked.
  const isJson = descriptorResponse.headers.get('content-type')?.includes('json') ?? false;
  if (target.override && (!descriptorResponse.ok || !isJson)) {
    return { federationManifest: manifest, scripts: {} };
  }
  if (descriptorResponse.status === 404) {
    throw new RemoteRefusedError('incompatible', [`it has no ${DEPLOY_DESCRIPTOR_FILE}`]);
  }
  if (!descriptorResponse.ok) {
    throw new Error(`${DEPLOY_DESCRIPTOR_FILE} answered ${descriptorResponse.status}`);
  }

  const bytes = await descriptorResponse.arrayBuffer();
  if (target.descriptorIntegrity && (await sha384Integrity(bytes)) !== target.descriptorIntegrity) {
    throw new RemoteRefusedError('integrity', [NOT_DEPLOYED]);
  }
  const descriptor = await descriptorFor(bytes, name, target, provided);
  if (target.integrity && target.integrity !== descriptor.integrity) {
    throw new RemoteRefusedError('integrity', [NOT_DEPLOYED]);
  }
  return {
    federationManifest: manifest,
    startupData: descriptor.startupData,
    scripts: scriptIntegrity(descriptor.files, folder.href, {
      url: target.entry,
      file: descriptor.entry,
    }),
  };
}

/**
 * After a failed load: whether a script of the remote is not what its deploy.json lists
 * (the browser refused to run it), told apart from a network failure by fetching it again.
 */
export async function scriptMismatch(
  error: unknown,
  scripts: Record<string, string>,
): Promise<boolean> {
  const text =
    error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
  // The failure names the module that was imported, not necessarily the one refused inside
  // it: the named ones first, then every other.
  const urls = Object.keys(scripts).sort(
    (a, b) => Number(text.includes(b)) - Number(text.includes(a)),
  );
  for (const url of urls) {
    try {
      const response = await fetch(url);
      if (response.ok && (await sha384Integrity(await response.arrayBuffer())) !== scripts[url])
        return true;
    } catch {
      // Unreachable: a network failure, not a mismatch.
    }
  }
  return false;
}
