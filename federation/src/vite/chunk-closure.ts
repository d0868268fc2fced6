// Chunks of a finished build, with everything they import statically: the files the browser
// fetches one after another when one of them is imported, which a page can request at once.
import type { IndexHtmlTransformContext } from 'vite';

export type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
export type OutputChunk = Extract<Bundle[string], { type: 'chunk' }>;

export const chunksOf = (bundle: Bundle): OutputChunk[] =>
  Object.values(bundle).filter((output) => output.type === 'chunk');

/** The given chunks and every chunk they import statically, directly or not. */
export function withStaticImports(bundle: Bundle, roots: OutputChunk[]): OutputChunk[] {
  const byFile = new Map(chunksOf(bundle).map((chunk) => [chunk.fileName, chunk]));
  const found = new Map<string, OutputChunk>();
  const add = (chunk: OutputChunk | undefined) => {
    if (!chunk || found.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const imported of chunk.imports) add(byFile.get(imported));
  };
  for (const root of roots) add(root);
  return [...found.values()];
}
