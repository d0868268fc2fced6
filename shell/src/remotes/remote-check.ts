// Before any of a remote's code runs: its deploy.json must say it works with what this
// shell provides, and its entry's bytes must have the sha384 the deployment registered.
// A refused remote is never imported, so it cannot load a second React or session.
import {
  DEPLOY_DESCRIPTOR_FILE,
  incompatibilities,
  MF_MANIFEST_FILE,
  parseDeployDescriptor,
  sha384Integrity,
  type DeployDescriptor,
  type ProvidedSingletons,
  type RemoteName,
} from '@module-feedback/federation/contract';
import type { RemoteTarget } from './remote-targets';

export type Refusal = 'incompatible' | 'integrity';

/** The remote was reached and refused; retrying only helps after another deploy. */
export class RemoteRefusedError extends Error {
  constructor(
    readonly refusal: Refusal,
    readonly reasons: string[],
  ) {
    super(`remote refused (${refusal}): ${reasons.join('; ')}`);
  }
}

export interface CheckedRemote {
  /** The remote's federation manifest (mf-manifest.json), when it has one. */
  federationManifest: unknown;
  /** What its pages GET as they start, per its deploy.json (none for an unchecked override). */
  startupData?: DeployDescriptor['startupData'];
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
    const response = await fetch(url, init);
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}

export async function checkRemote(
  name: RemoteName,
  target: RemoteTarget,
  provided: ProvidedSingletons,
): Promise<CheckedRemote> {
  const folder = new URL('.', target.entry);
  // One round trip for all three: the entry is read here for its hash, and the import
  // that follows takes it from the cache.
  const init = cacheFor(target);
  const [descriptorResponse, entryResponse, manifest] = await Promise.all([
    fetch(new URL(DEPLOY_DESCRIPTOR_FILE, folder), init),
    fetch(target.entry, init),
    federationManifest(new URL(MF_MANIFEST_FILE, folder), init),
  ]);
  if (!entryResponse.ok) throw new Error(`${target.entry} answered ${entryResponse.status}`);
  // A developer's dev server has no deploy.json (it may answer with its index.html): their
  // override runs unchecked.
  const isJson = descriptorResponse.headers.get('content-type')?.includes('json') ?? false;
  if (target.override && (!descriptorResponse.ok || !isJson)) {
    return { federationManifest: manifest };
  }
  if (descriptorResponse.status === 404) {
    throw new RemoteRefusedError('incompatible', [`it has no ${DEPLOY_DESCRIPTOR_FILE}`]);
  }
  if (!descriptorResponse.ok) {
    throw new Error(`${DEPLOY_DESCRIPTOR_FILE} answered ${descriptorResponse.status}`);
  }

  const parsed = parseDeployDescriptor(await descriptorResponse.json().catch(() => null));
  if ('problem' in parsed) throw new RemoteRefusedError('incompatible', [parsed.problem]);
  const { descriptor } = parsed;
  const reasons =
    descriptor.remote === name
      ? incompatibilities(descriptor, provided)
      : [`it is a build of ${descriptor.remote}`];
  if (reasons.length > 0) throw new RemoteRefusedError('incompatible', reasons);

  const expected = target.integrity ?? descriptor.integrity;
  const actual = await sha384Integrity(await entryResponse.arrayBuffer());
  if (expected !== descriptor.integrity) {
    throw new RemoteRefusedError('integrity', ['its deploy.json is not the one deployed']);
  }
  if (actual !== expected) {
    throw new RemoteRefusedError('integrity', [`its entry's sha384 is ${actual}, not ${expected}`]);
  }
  return { federationManifest: manifest, startupData: descriptor.startupData };
}
