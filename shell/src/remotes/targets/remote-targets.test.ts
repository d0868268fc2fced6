import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as RemoteTargets from './remote-targets';

const manifestFetches = vi.hoisted(() => vi.fn());
vi.mock('./remotes-manifest', () => ({ fetchRemotesManifest: manifestFetches }));

const deployed = {
  mfe_results: {
    entry: 'https://app.example/remotes/mfe-results/1/remoteEntry.js',
    integrity: 'sha384-r',
    version: '1',
  },
  mfe_auth: { entry: 'https://app.example/remotes/mfe-auth/7/remoteEntry.js' },
};

let targets: typeof RemoteTargets;
beforeEach(async () => {
  vi.resetModules();
  manifestFetches.mockReset().mockResolvedValue(deployed);
  targets = await import('./remote-targets');
});

describe('remoteTarget', () => {
  it('is the manifest entry, read once for all remotes', async () => {
    expect(await targets.remoteTarget('mfe_results')).toEqual({
      ...deployed.mfe_results,
      override: false,
    });
    expect(await targets.remoteTarget('mfe_auth')).toEqual({
      ...deployed.mfe_auth,
      override: false,
    });
    expect(manifestFetches).toHaveBeenCalledTimes(1);
  });

  it('retries one remote without touching the others', async () => {
    targets.retryRemote('mfe_results');
    expect((await targets.remoteTarget('mfe_results')).entry).toBe(
      `${deployed.mfe_results.entry}?attempt=1`,
    );
    expect((await targets.remoteTarget('mfe_auth')).entry).toBe(deployed.mfe_auth.entry);
    targets.retryRemote('mfe_results');
    expect((await targets.remoteTarget('mfe_results')).entry).toBe(
      `${deployed.mfe_results.entry}?attempt=2`,
    );
    // Each retry reads the manifest again: a rollback since shows at once.
    expect(manifestFetches).toHaveBeenCalledTimes(2);
  });

  it('says when a remote is missing from the manifest', async () => {
    await expect(targets.remoteTarget('mfe_admin')).rejects.toBeInstanceOf(
      targets.RemoteNotDeployedError,
    );
  });

  it('takes a developer override instead of the deployment', async () => {
    window.localStorage.setItem(
      'remoteOverrides',
      JSON.stringify({ 'mfe-results': 'http://localhost:5174/' }),
    );
    expect(await targets.remoteTarget('mfe_results')).toEqual({
      entry: 'http://localhost:5174/remoteEntry.js',
      override: true,
    });
    expect((await targets.remoteTarget('mfe_auth')).override).toBe(false);
  });
});
