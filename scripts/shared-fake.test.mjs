// Component tests stand in for '@module-feedback/shared' with its one fake
// (`@module-feedback/shared/testing`): a hand-made mock in a test would drift from the module
// it replaces, where the fake follows every endpoint object and the session as they change.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const FAKE = 'shared/src/testing/fake-shared.ts';

/** Tracked files that replace the shared module (git grep exits 1 when none does). */
function filesMockingShared() {
  try {
    return execFileSync(
      'git',
      ['grep', '-l', '-E', String.raw`vi\.(do)?mock\(\s*['"]@module-feedback/shared['"]`],
      { cwd: repositoryRoot, encoding: 'utf8' },
    )
      .split('\n')
      .filter(Boolean);
  } catch (error) {
    if (error.status === 1) return [];
    throw error;
  }
}

it('replaces the shared module in one place only: its fake', () => {
  expect(filesMockingShared()).toEqual([FAKE]);
});
