import { fakeShared } from '@module-feedback/shared/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHARE_CHUNKS_ELEMENT_ID } from '@module-feedback/federation/contract';
import type * as LoadRemote from './load-remote';
import type * as RemoteTargets from '../targets/remote-targets';

const runtime = vi.hoisted(() => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));
vi.mock('./federation-host', () => ({ federationRuntime: async () => runtime }));
const checked = vi.hoisted(() => ({
  federationManifest: undefined as unknown,
  startupData: undefined as Record<string, string[]> | undefined,
  scripts: {} as Record<string, string>,
}));
const mismatch = vi.hoisted(() => vi.fn(async () => false));
vi.mock('../checks/remote-check', async (original) => ({
  ...(await original<object>()),
  checkRemote: vi.fn(async () => checked),
  scriptMismatch: mismatch,
}));
const reported = vi.hoisted(() => ({ reportLoad: vi.fn(), reportFailure: vi.fn() }));
vi.mock('../reports/version-reports', () => reported);
vi.mock('../targets/remotes-manifest', () => ({
  fetchRemotesManifest: async () => ({
    mfe_results: {
      entry: 'https://app.example/remotes/mfe-results/1/remoteEntry.js',
      version: '1',
    },
    mfe_auth: { entry: 'https://app.example/remotes/mfe-auth/1/remoteEntry.js' },
  }),
}));

const lifecycles = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };

let load: typeof LoadRemote;
let targets: typeof RemoteTargets;
beforeEach(async () => {
  vi.resetModules();
  runtime.registerRemotes.mockReset();
  runtime.loadRemote.mockReset().mockResolvedValue(lifecycles);
  checked.federationManifest = undefined;
  checked.startupData = undefined;
  checked.scripts = {};
  mismatch.mockReset().mockResolvedValue(false);
  reported.reportLoad.mockReset();
  reported.reportFailure.mockReset();
  load = await import('./load-remote');
  targets = await import('../targets/remote-targets');
});

afterEach(() => {
  document.head.innerHTML = '';
});

const registeredEntries = () =>
  runtime.registerRemotes.mock.calls.map(([[remote]]) => (remote as { entry: string }).entry);

describe('loadRemoteLifecycles', () => {
  it('names the sha384 of every script in an import map before anything of the remote is fetched', async () => {
    const entry = 'https://app.example/remotes/mfe-results/1/remoteEntry.js';
    const chunk = 'https://app.example/remotes/mfe-results/1/assets/App-1.js';
    checked.scripts = { [entry]: `sha384-${'A'.repeat(64)}`, [chunk]: `sha384-${'B'.repeat(64)}` };
    checked.federationManifest = {
      exposes: [{ path: './lifecycles', assets: { js: { sync: ['assets/App-1.js'] } } }],
    };
    const nonce = document.createElement('script');
    nonce.nonce = 'page-nonce';
    document.head.append(nonce);
    let mapsWhenLoaded = 0;
    runtime.loadRemote.mockImplementation(async () => {
      mapsWhenLoaded = document.querySelectorAll('script[type="importmap"]').length;
      return lifecycles;
    });
    await load.loadRemoteLifecycles('mfe_results');
    expect(mapsWhenLoaded).toBe(1);
    const map = document.querySelector<HTMLScriptElement>('script[type="importmap"]')!;
    expect(JSON.parse(map.textContent!)).toEqual({ integrity: checked.scripts });
    expect(map.nonce).toBe('page-nonce');
    const preload = document.querySelector<HTMLLinkElement>(
      `link[rel="modulepreload"][href="${chunk}"]`,
    );
    expect(preload?.integrity).toBe(`sha384-${'B'.repeat(64)}`);
    // A map never names a URL again (a later map could not change it anyway).
    targets.retryRemote('mfe_results');
    await load.loadRemoteLifecycles('mfe_results');
    expect(document.querySelectorAll('script[type="importmap"]')).toHaveLength(1);
  });

  it('reports a script the browser refused for its hash as code that is not the deployed code', async () => {
    runtime.loadRemote.mockRejectedValue(
      new TypeError('Failed to fetch dynamically imported module: x'),
    );
    mismatch.mockResolvedValue(true);
    await expect(load.loadRemoteLifecycles('mfe_results')).rejects.toMatchObject({
      refusal: 'integrity',
    });
    mismatch.mockResolvedValue(false);
    await expect(load.loadRemoteLifecycles('mfe_results')).rejects.toBeInstanceOf(TypeError);
  });

  it('reports each load of a deployed version, and how it failed', async () => {
    const entry = 'https://app.example/remotes/mfe-results/1/remoteEntry.js';
    await load.loadRemoteLifecycles('mfe_results');
    expect(reported.reportLoad).toHaveBeenCalledWith('mfe_results', '1', entry);
    expect(reported.reportFailure).not.toHaveBeenCalled();

    runtime.loadRemote.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(load.loadRemoteLifecycles('mfe_results')).rejects.toBeInstanceOf(TypeError);
    expect(reported.reportFailure).toHaveBeenLastCalledWith('mfe_results', 'load-failure');

    runtime.loadRemote.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    mismatch.mockResolvedValueOnce(true);
    await expect(load.loadRemoteLifecycles('mfe_results')).rejects.toMatchObject({
      refusal: 'integrity',
    });
    expect(reported.reportFailure).toHaveBeenLastCalledWith('mfe_results', 'refused');
    expect(reported.reportLoad).toHaveBeenCalledTimes(3);
  });

  it("registers each remote's entry once and loads its lifecycles", async () => {
    expect(await load.loadRemoteLifecycles('mfe_results')).toBe(lifecycles);
    await load.loadRemoteLifecycles('mfe_results');
    expect(registeredEntries()).toEqual([
      'https://app.example/remotes/mfe-results/1/remoteEntry.js',
    ]);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_results/lifecycles');
  });

  it('on a retry of one remote re-registers that remote only', async () => {
    await load.loadRemoteLifecycles('mfe_results');
    await load.loadRemoteLifecycles('mfe_auth');
    targets.retryRemote('mfe_results');
    await load.loadRemoteLifecycles('mfe_results');
    await load.loadRemoteLifecycles('mfe_auth');
    expect(registeredEntries()).toEqual([
      'https://app.example/remotes/mfe-results/1/remoteEntry.js',
      'https://app.example/remotes/mfe-auth/1/remoteEntry.js',
      'https://app.example/remotes/mfe-results/1/remoteEntry.js?attempt=1',
    ]);
    expect(runtime.registerRemotes.mock.calls[2]?.[1]).toEqual({ force: true });
  });

  it('tells when a remote has finished loading, failed or not', async () => {
    let finish = (_: unknown) => {};
    runtime.loadRemote.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    let settled = false;
    const loading = load.loadRemoteLifecycles('mfe_results').catch(() => undefined);
    void load.remoteSettled('mfe_results').then(() => (settled = true));
    await vi.waitFor(() => expect(runtime.loadRemote).toHaveBeenCalled());
    expect(settled).toBe(false);
    finish('not lifecycles');
    await loading;
    await vi.waitFor(() => expect(settled).toBe(true));
    await expect(load.remoteSettled('mfe_auth')).resolves.toBeUndefined();
  });

  it("requests the current page's start-up data before loading the remote's code", async () => {
    window.history.replaceState(null, '', '/results/CS3001');
    checked.startupData = { '/results': ['/api/modules/'], '/results/x': ['/api/other/'] };
    runtime.loadRemote.mockImplementation(async () => {
      expect(fakeShared.requestAhead).toHaveBeenCalledWith(['/api/modules/']);
      return lifecycles;
    });
    expect(await load.loadRemoteLifecycles('mfe_results')).toBe(lifecycles);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it("preloads the shell's chunks of the shares the remote lists, before loading it", async () => {
    const map = document.createElement('script');
    map.type = 'application/json';
    map.id = SHARE_CHUNKS_ELEMENT_ID;
    map.textContent = JSON.stringify({ 'primereact/datatable': ['assets/datatable-1.js'] });
    document.head.append(map);
    checked.federationManifest = { shared: [{ name: 'primereact/datatable' }] };
    runtime.loadRemote.mockImplementation(async () => {
      const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')];
      expect(preloaded.map((link) => new URL(link.href).pathname)).toEqual([
        '/assets/datatable-1.js',
      ]);
      return lifecycles;
    });
    expect(await load.loadRemoteLifecycles('mfe_results')).toBe(lifecycles);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('refuses a module that does not expose lifecycles', async () => {
    runtime.loadRemote.mockResolvedValue({ default: () => null });
    await expect(load.loadRemoteLifecycles('mfe_results')).rejects.toThrow(
      'mfe_results did not expose single-spa lifecycles',
    );
  });
});

describe('startLoadingRemote', () => {
  it('begins the load at once and hands it to the first attempt, not to later ones', async () => {
    load.startLoadingRemote('mfe_results');
    load.startLoadingRemote('mfe_results');
    await vi.waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledTimes(1));
    expect(await load.loadRemoteLifecycles('mfe_results')).toBe(lifecycles);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    await load.loadRemoteLifecycles('mfe_results');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('leaves a failed early load to the attempt that takes it', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('offline'));
    load.startLoadingRemote('mfe_results');
    await expect(load.loadRemoteLifecycles('mfe_results')).rejects.toThrow('offline');
    expect(await load.loadRemoteLifecycles('mfe_results')).toBe(lifecycles);
  });
});
