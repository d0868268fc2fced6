import { sha384Integrity, type DeployDescriptor } from '@module-feedback/federation/contract';
import { deployDescriptor, SHELL_PROVIDES } from '@module-feedback/federation/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkRemote, RemoteRefusedError } from './remote-check';

const ENTRY = 'https://cdn.example.org/results/1.0.0-abc/remoteEntry.js';
const ENTRY_SOURCE = 'export const get = () => import("./assets/lifecycles-1.js");';

let descriptor: DeployDescriptor;
let files: Record<string, Response | (() => Response)>;

const json = (value: unknown) => Response.json(value);

beforeEach(async () => {
  descriptor = deployDescriptor(
    'mfe_results',
    await sha384Integrity(new TextEncoder().encode(ENTRY_SOURCE)),
  );
  files = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string) => {
      const name = String(url).split('/').pop()!;
      const file =
        files[name] ??
        {
          'deploy.json': () => json(descriptor),
          'remoteEntry.js': () => new Response(ENTRY_SOURCE),
          'mf-manifest.json': () => json({ exposes: [] }),
        }[name];
      if (!file) return new Response('', { status: 404 });
      return typeof file === 'function' ? file() : file;
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const check = (
  target: Partial<Parameters<typeof checkRemote>[1]> = {},
  provided = SHELL_PROVIDES,
) =>
  checkRemote(
    'mfe_results',
    { entry: ENTRY, integrity: descriptor.integrity, override: false, ...target },
    provided,
  );

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RemoteRefusedError);
  return error as RemoteRefusedError;
}

describe('checkRemote', () => {
  it('passes a remote that fits the shell, handing back its federation manifest', async () => {
    expect(await check()).toEqual({ federationManifest: { exposes: [] } });
    const requested = vi
      .mocked(fetch)
      .mock.calls.map(([url]) => String(url))
      .sort();
    expect(requested).toEqual([
      'https://cdn.example.org/results/1.0.0-abc/deploy.json',
      'https://cdn.example.org/results/1.0.0-abc/mf-manifest.json',
      ENTRY,
    ]);
  });

  it("lets the browser's cache answer for a deployed version, never for a developer's override", async () => {
    await check();
    const inits = () => vi.mocked(fetch).mock.calls.map(([, init]) => init);
    expect(inits()).toEqual([{}, {}, {}]);
    vi.mocked(fetch).mockClear();
    await check({ override: true });
    expect(inits()).toEqual(Array(3).fill({ cache: 'no-cache' }));
  });

  it('refuses a remote needing another React or a newer shared contract', async () => {
    descriptor.singletons.react = { requiredVersion: '^20.0.0', version: '20.0.0' };
    const error = await refusal(check());
    expect(error.refusal).toBe('incompatible');
    expect(error.reasons).toEqual(['it needs react ^20.0.0, the shell provides 19.3.1']);
    descriptor.singletons.react = { requiredVersion: '^19.2.0', version: '19.3.1' };
    expect(
      (await refusal(check({}, { ...SHELL_PROVIDES, '@module-feedback/shared': '0.9.0' }))).reasons,
    ).toHaveLength(1);
  });

  it('refuses an entry whose bytes are not the ones deployed', async () => {
    files['remoteEntry.js'] = new Response(`${ENTRY_SOURCE} `);
    const error = await refusal(check());
    expect(error.refusal).toBe('integrity');
    expect(error.reasons[0]).toMatch(/^its entry's sha384 is sha384-.*, not sha384-/);
  });

  it('refuses a deploy.json that is not the one the deployment registered', async () => {
    const error = await refusal(check({ integrity: `sha384-${'B'.repeat(64)}` }));
    expect(error).toMatchObject({
      refusal: 'integrity',
      reasons: ['its deploy.json is not the one deployed'],
    });
  });

  it('refuses a remote without a usable deploy.json, or built for another remote', async () => {
    files['deploy.json'] = new Response('', { status: 404 });
    expect((await refusal(check())).reasons).toEqual(['it has no deploy.json']);
    files['deploy.json'] = json({ remote: 'mfe_results' });
    expect((await refusal(check())).reasons[0]).toMatch(/^deploy\.json is not valid/);
    files['deploy.json'] = json({ ...descriptor, remote: 'mfe_auth' });
    expect((await refusal(check())).reasons).toEqual(['it is a build of mfe_auth']);
  });

  it('runs a developer override without deploy.json unchecked, and checks one that has it', async () => {
    files['deploy.json'] = new Response('', { status: 404 });
    await expect(check({ override: true, integrity: undefined })).resolves.toBeDefined();
    // A dev server answers unknown paths with its page.
    files['deploy.json'] = new Response('<!doctype html>', {
      headers: { 'content-type': 'text/html' },
    });
    await expect(check({ override: true, integrity: undefined })).resolves.toBeDefined();
    delete files['deploy.json'];
    descriptor.singletons.react = { requiredVersion: '^20.0.0', version: '20.0.0' };
    expect((await refusal(check({ override: true, integrity: undefined }))).refusal).toBe(
      'incompatible',
    );
  });

  it('reports an unreachable entry as a failure to load, not a refusal', async () => {
    files['remoteEntry.js'] = new Response('', { status: 503 });
    await expect(check()).rejects.toThrow(`${ENTRY} answered 503`);
    await expect(check()).rejects.not.toBeInstanceOf(RemoteRefusedError);
  });
});
