import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/schema';
import { CachedBody } from '../response-cache/response-cache';
import { liveStateSource, type LiveState } from './live-state';

const stateWithShell = (version: string): LiveState => ({
  shellVersions: [version],
  manifest: { mfe_results: { entry: `/remotes/mfe-results/${version}/remoteEntry.js` } },
  canaries: {},
});

/** A response cache holding one body, which a test replaces as a deploy would. */
function storedBody(state: LiveState) {
  let body = new CachedBody(Buffer.from(JSON.stringify(state)));
  return {
    cache: { body: async () => body },
    replace(next: LiveState) {
      body = new CachedBody(Buffer.from(JSON.stringify(next)));
    },
  };
}

// The cache above never builds, so the source never reads the database.
const noDatabase = {} as Kysely<Database>;

describe('liveStateSource', () => {
  it('parses a stored live state once and hands every request the same object', async () => {
    const stored = storedBody(stateWithShell('1.0.0-aaaaaaaaaaaa'));
    const liveState = liveStateSource(noDatabase, stored.cache);
    const first = await liveState();
    expect(first).toEqual(stateWithShell('1.0.0-aaaaaaaaaaaa'));
    expect(await liveState()).toBe(first);
  });

  it('parses the new state once a change replaced the stored one', async () => {
    const stored = storedBody(stateWithShell('1.0.0-aaaaaaaaaaaa'));
    const liveState = liveStateSource(noDatabase, stored.cache);
    const before = await liveState();
    stored.replace(stateWithShell('1.0.0-bbbbbbbbbbbb'));
    const after = await liveState();
    expect(after).not.toBe(before);
    expect(after).toEqual(stateWithShell('1.0.0-bbbbbbbbbbbb'));
    expect(await liveState()).toBe(after);
  });
});
