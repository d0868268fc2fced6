// The README's layout tables are the map a newcomer reads first, so they must name exactly the
// folders git tracks: a new folder without a row, or a row left behind by a removed one, fails.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const readmeLines = readFileSync(new URL('../README.md', import.meta.url), 'utf8').split('\n');

/** The folders (`name/`) in the first column of the first table after the line `marker`. */
function foldersInTableAfter(marker) {
  const markerIndex = readmeLines.indexOf(marker);
  if (markerIndex === -1) throw new Error(`README.md has no line "${marker}"`);
  const tableStart = readmeLines.findIndex((line, i) => i > markerIndex && line.startsWith('|'));
  const tableEnd = readmeLines.findIndex((line, i) => i > tableStart && !line.startsWith('|'));
  // The first two rows are the header and its separator.
  const firstCells = readmeLines
    .slice(tableStart + 2, tableEnd === -1 ? undefined : tableEnd)
    .map((row) => row.split('|')[1]);
  const folders = firstCells.flatMap((cell) =>
    [...cell.matchAll(/`([^`]+)\/`/g)].map((match) => match[1]),
  );
  return [...new Set(folders)].sort();
}

/** The folders directly under `prefix` ('' for the root) that hold a tracked file. */
function trackedFoldersUnder(prefix) {
  const files = execFileSync('git', ['ls-files', '-z', '--', prefix || '.'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  }).split('\0');
  const folders = files
    .map((file) => file.slice(prefix.length).split('/'))
    .filter((parts) => parts.length > 1)
    .map((parts) => parts[0])
    .filter((folder) => !folder.startsWith('.') && folder !== 'node_modules');
  return [...new Set(folders)].sort();
}

describe("the README's layout", () => {
  it('names every top-level folder of the repository, and no other', () => {
    expect(foldersInTableAfter('## Layout')).toEqual(trackedFoldersUnder(''));
  });

  it('names every folder under api/src/, and no other', () => {
    expect(foldersInTableAfter('Inside `api/src/`:')).toEqual(trackedFoldersUnder('api/src/'));
  });
});
