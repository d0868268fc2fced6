// Reads the runtime manifest (remote name → where its entry is). Deployers change where a
// remote comes from with a deploy, not by rebuilding the shell.
import {
  PREVIEW_PARAMETER,
  readRemotesManifest,
  REMOTES_MANIFEST_FILE,
  type RemotesManifest,
} from '@module-feedback/federation/contract';
import { appRootUrl } from '../../app/app-root';
import { previewToken } from '../previews/preview-link';

/**
 * Resolves relative entries against the app's root, so `/remotes/…` and
 * `https://cdn…/remoteEntry.js` both work. Unusable entries are left out (their remote's
 * route says it could not be loaded) and reported on the console.
 */
export function parseRemotesManifest(value: unknown, baseUrl: string): RemotesManifest {
  const { manifest, problems } = readRemotesManifest(value);
  for (const problem of problems) console.warn(problem);
  return Object.fromEntries(
    Object.entries(manifest).map(([name, entry]) => [
      name,
      { ...entry, entry: new URL(entry.entry, baseUrl).href },
    ]),
  ) as RemotesManifest;
}

/** The manifest for this tab: with its preview link's token, when it opened one. */
export async function fetchRemotesManifest(
  baseUrl = appRootUrl(),
  preview = previewToken(),
): Promise<RemotesManifest> {
  const url = new URL(REMOTES_MANIFEST_FILE, baseUrl);
  if (preview) url.searchParams.set(PREVIEW_PARAMETER, preview);
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST_FILE} answered ${response.status}`);
  return parseRemotesManifest(await response.json(), baseUrl);
}
