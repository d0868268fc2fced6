// Build output, compressed once: next to each text file worth it, its brotli (.br) and gzip
// (.gz) forms, which the server picks between by the request's Accept-Encoding. Done at
// build time so the server never spends CPU compressing the same bytes per request, and can
// afford brotli's slowest, smallest setting.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|css|html|json|svg)$/;

/**
 * Smaller files gain a few hundred bytes at most. The shell's index.html (about 700 bytes,
 * sent for every app route) stays above it.
 */
export const PRECOMPRESS_MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const ENCODINGS = [
  {
    extension: '.br',
    compress: (data: Buffer) =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  {
    extension: '.gz',
    compress: (data: Buffer) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
  },
];

async function precompressFile(file: string): Promise<void> {
  const data = await readFile(file);
  if (data.length < PRECOMPRESS_MIN_BYTES) return;
  await Promise.all(
    ENCODINGS.map(async ({ extension, compress }) => {
      const compressed = await compress(data);
      // A variant no smaller than the original would only cost the client a decode.
      if (compressed.length < data.length) await writeFile(file + extension, compressed);
    }),
  );
}

/** Writes the compressed variants of every compressible file under `dir`. */
export async function precompressDirectory(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(files.map(precompressFile));
}

/**
 * The server sends these variants to browsers that accept them. Watch builds (npm run dev)
 * skip it: each rebuild empties the output folder, so no stale variant is left to be
 * served, and brotli's best setting would add seconds to every rebuild.
 */
export function precompressBuild(): Plugin {
  return {
    name: 'module-feedback:precompress',
    apply: 'build',
    writeBundle: {
      // After every other plugin has written (federation rewrites its entry chunks on disk).
      order: 'post',
      sequential: true,
      async handler(output) {
        if (!this.meta.watchMode && output.dir) await precompressDirectory(output.dir);
      },
    },
  };
}
