// Reads the runtime manifest (remote name → remoteEntry.js URL). Deployers change where a
// remote comes from by editing remotes.json, not by rebuilding the shell.
import {
  completeRemotesManifest,
  REMOTES_MANIFEST_FILE,
  type RemotesManifest,
} from '../../../federation/remotes';

/**
 * Resolves relative entries against the page, so `/remotes/…` and
 * `https://cdn…/remoteEntry.js` both work. A remote missing from the file keeps its default.
 */
export function parseRemotesManifest(value: unknown, baseUrl: string): RemotesManifest {
  const complete = completeRemotesManifest(value);
  return Object.fromEntries(
    Object.entries(complete).map(([name, entry]) => [name, new URL(entry, baseUrl).href]),
  ) as RemotesManifest;
}

export async function fetchRemotesManifest(baseUrl = document.baseURI): Promise<RemotesManifest> {
  const response = await fetch(new URL(REMOTES_MANIFEST_FILE, baseUrl), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST_FILE} answered ${response.status}`);
  return parseRemotesManifest(await response.json(), baseUrl);
}
