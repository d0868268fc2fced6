// A chunk that no longer loads: typically a tab opened before a deploy asking for a file
// its host has since dropped. Browsers word it differently; the federation runtime wraps
// it in its own error with the original as cause or in its message.
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load CSS asset/i;

export function isChunkLoadError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const message = current instanceof Error ? current.message : String(current);
    if (CHUNK_FAILURE.test(message)) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}
