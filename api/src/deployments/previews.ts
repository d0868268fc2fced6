// What a preview link opens: the manifest entry of its version, once the link's signature
// and expiry are checked and the version is found in the store. The remotes.json of a tab
// with a preview and the check the shell's banner makes both answer from here.
import {
  remoteByFolder,
  type ManifestEntry,
  type RemoteName,
} from '@module-feedback/federation/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RemoteFolder } from '@module-feedback/federation/contract';
import { manifestEntry } from './live-state';
import { checkPreview, type Preview } from './preview-links';

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
