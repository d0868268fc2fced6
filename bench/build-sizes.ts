// What each deployable ships: JavaScript and CSS of its build (a remote's latest artefact),
// raw and gzipped, and its font files.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { latestBuildDir } from '@module-feedback/federation/artefacts';

export interface BuildSize {
  deployable: string;
  jsFiles: number;
  jsBytes: number;
  jsGzipBytes: number;
  cssBytes: number;
  cssGzipBytes: number;
  /** Font files emitted (woff2 and any other format), uncompressed. */
  fontBytes: number;
}

const FONT_FILES = /\.(?:woff2?|ttf|eot|otf)$|primeicons-[\w-]+\.svg$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function buildSize(root: string, deployable: string): BuildSize {
  const size: BuildSize = {
    deployable,
    jsFiles: 0,
    jsBytes: 0,
    jsGzipBytes: 0,
    cssBytes: 0,
    cssGzipBytes: 0,
    fontBytes: 0,
  };
  const dist = path.join(root, deployable, 'dist');
  const build = deployable === 'shell' ? dist : latestBuildDir(dist);
  if (!build) throw new Error(`${deployable} is not built`);
  for (const file of filesUnder(build)) {
    const kind = path.extname(file);
    if (FONT_FILES.test(file)) size.fontBytes += readFileSync(file).length;
    if (kind !== '.js' && kind !== '.css') continue;
    const content = readFileSync(file);
    const gzipped = gzipSync(content).length;
    if (kind === '.js') {
      size.jsFiles += 1;
      size.jsBytes += content.length;
      size.jsGzipBytes += gzipped;
    } else {
      size.cssBytes += content.length;
      size.cssGzipBytes += gzipped;
    }
  }
  return size;
}
