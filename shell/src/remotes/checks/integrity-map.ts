// Integrity the browser enforces for every script of a remote: before any of it is fetched,
// the page gets an import map whose `integrity` section names the sha384 of each module
// script the remote's deploy.json lists (its entry and every chunk). The browser then runs a
// module fetched for one of those URLs only if its bytes match, whether it is imported,
// imported dynamically or preloaded; there is no gap between a check and the import.
// The page's Content-Security-Policy allows these inline maps by the nonce the server put
// on the page's own scripts.
import { isModuleScript, type ArtefactFiles } from '@module-feedback/federation/contract';

/** URLs some import map already names: a map cannot change another map's integrity. */
const mapped = new Set<string>();

/** Absolute URL → sha384 of every module script among the files (`folder` is their folder's URL). */
export function scriptIntegrity(
  files: ArtefactFiles,
  folder: string,
  entry: { url: string; file: string },
): Record<string, string> {
  const integrity: Record<string, string> = {};
  for (const [file, { integrity: hash }] of Object.entries(files)) {
    if (isModuleScript(file)) integrity[new URL(file, folder).href] = hash;
  }
  // The entry as it is imported, which a retry marks with a query of its own.
  const entryHash = files[entry.file]?.integrity;
  if (entryHash) integrity[entry.url] = entryHash;
  return integrity;
}

/** The nonce of the page's scripts, which the page's policy accepts on an import map too. */
const pageNonce = (doc: Document) =>
  doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';

/** Adds an import map for the URLs no map names yet; nothing when all are named. */
export function addIntegrityMap(integrity: Record<string, string>, doc: Document = document): void {
  const fresh = Object.fromEntries(Object.entries(integrity).filter(([url]) => !mapped.has(url)));
  if (Object.keys(fresh).length === 0) return;
  const map = doc.createElement('script');
  map.type = 'importmap';
  const nonce = pageNonce(doc);
  if (nonce) map.nonce = nonce;
  map.textContent = JSON.stringify({ integrity: fresh });
  doc.head.append(map);
  for (const url of Object.keys(fresh)) mapped.add(url);
}
