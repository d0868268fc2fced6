// What a preview link opens: the manifest entry of its version, once the link's signature
// and expiry are checked and the version is found in the store. The remotes.json of a tab
// with a preview and the check the shell's banner makes both answer from here.
import {
  PREVIEW_PARAMETER,
  remoteByFolder,
  type ManifestEntry,
  type RemoteName,
} from '@module-feedback/federation/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RemoteFolder } from '@module-feedback/federation/contract';
import { manifestEntry } from './live-state';
import { storedVersion } from './artefact-store';
import { remoteOf, type Deployable } from './deployables';
import { checkPreview, PREVIEW_MINUTES, signPreview, type Preview } from './preview-links';

export interface PreviewLink {
  remote: Deployable;
  version: string;
  expiresAt: string;
  url: string;
}

/** A new link to a stored version of a remote, or why not (`missing`: no such version). */
export async function makePreviewLink(
  db: Kysely<Database>,
  secret: string,
  request: { deployable: Deployable; version: string; minutes: number; origin: string },
): Promise<{ link: PreviewLink } | { problem: string; missing: boolean }> {
  const { deployable, version } = request;
  const remote = remoteOf(deployable);
  if (!remote) {
    return {
      problem:
        'A preview link opens one version of a remote; the shell is previewed by deploying it.',
      missing: false,
    };
  }
  if (
    !Number.isInteger(request.minutes) ||
    request.minutes < 1 ||
    request.minutes > PREVIEW_MINUTES.max
  ) {
    return {
      problem: `A preview link works from 1 to ${PREVIEW_MINUTES.max} minutes.`,
      missing: false,
    };
  }
  if (!(await storedVersion(db, deployable, version))) {
    return { problem: `This server has no version ${version} of ${deployable}.`, missing: true };
  }
  const { token, expiresAt } = await signPreview(secret, request);
  const url = new URL(`${remote.route}?${PREVIEW_PARAMETER}=${token}`, request.origin).href;
  return { link: { remote: deployable, version, expiresAt, url } };
}

export type PreviewOpening =
  | { preview: Preview; remote: RemoteName; entry: ManifestEntry }
  | { refused: 'expired' | 'invalid' | 'gone'; message: string };

export async function openPreview(
  db: Kysely<Database>,
  secret: string,
  token: string,
): Promise<PreviewOpening> {
  const checked = await checkPreview(secret, token);
  if ('refused' in checked) return checked;
  const { preview } = checked;
  const folder = preview.deployable as RemoteFolder;
  const entry = await manifestEntry(db, folder, preview.version);
  if (!entry) {
    return {
      refused: 'gone',
      message: `This preview link names ${preview.version} of ${folder}, which this server does not have.`,
    };
  }
  return { preview, remote: remoteByFolder(folder).name, entry };
}
