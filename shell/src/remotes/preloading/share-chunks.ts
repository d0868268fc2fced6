// The shell's chunks of the shares a remote lists: the federation runtime loads each of them
// from the shell's build as the remote starts, so they are fetched with the remote's own
// chunks rather than one import after another (the map is in index.html, see the
// federation contract's share-chunks).
import {
  SHARE_CHUNKS_ELEMENT_ID,
  sharesListed,
  type ShareChunks,
} from '@module-feedback/federation/contract';
import { appRootUrl } from '../../app/app-root';

function providedShareChunks(doc: Document): ShareChunks {
  const text = doc.getElementById(SHARE_CHUNKS_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as ShareChunks;
  } catch {
    // Only a head start: without the map the runtime still imports each share itself.
    return {};
  }
}

/** The URLs of the shell's chunks for every share the remote's mf-manifest.json lists. */
export function shareChunksFor(
  federationManifest: unknown,
  doc: Document = document,
  rootUrl: string = appRootUrl(),
): string[] {
  const provided = providedShareChunks(doc);
  return sharesListed(federationManifest).flatMap((name) =>
    (Array.isArray(provided[name]) ? provided[name] : []).map(
      (file) => new URL(file, rootUrl).href,
    ),
  );
}
