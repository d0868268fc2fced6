import { sha384Integrity, type DeployDescriptor } from '@module-feedback/federation/contract';
import { deployDescriptor, SHELL_PROVIDES } from '@module-feedback/federation/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkRemote, RemoteRefusedError, scriptMismatch } from './remote-check';

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

const check = async (
  target: Partial<Parameters<typeof checkRemote>[1]> = {},
  provided = SHELL_PROVIDES,
) =>
  checkRemote(
    'mfe_results',
    {
      entry: ENTRY,
      integrity: descriptor.integrity,
      descriptorIntegrity: await sha384Integrity(
        new TextEncoder().encode(JSON.stringify(descriptor)),
      ),
      override: false,
      ...target,
    },
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
  it('passes a remote that fits the shell, with the sha384 of each of its scripts', async () => {
    expect(await check()).toEqual({
      federationManifest: { exposes: [] },
      startupData: undefined,
      scripts: { [ENTRY]: descriptor.integrity },
    });
    const requested = vi
      .mocked(fetch)
      .mock.calls.map(([url]) => String(url))
      .sort();
    // Nothing of its code: the browser holds each script to its sha384 when it imports it.
    expect(requested).toEqual([
      'https://cdn.example.org/results/1.0.0-abc/deploy.json',
      'https://cdn.example.org/results/1.0.0-abc/mf-manifest.json',
    ]);
  });

  it('names every script its deploy.json lists, at its URL, and the entry as it is imported', async () => {
    descriptor.files['assets/lifecycles-1.js'] = { size: 3, integrity: `sha384-${'C'.repeat(64)}` };
    descriptor.files['assets/style-1.css'] = { size: 3, integrity: `sha384-${'D'.repeat(64)}` };
    const retried = `${ENTRY}?attempt=1`;
    expect((await check({ entry: retried })).scripts).toEqual({
      [ENTRY]: descriptor.integrity,
      [retried]: descriptor.integrity,
      'https://cdn.example.org/results/1.0.0-abc/assets/lifecycles-1.js': `sha384-${'C'.repeat(64)}`,
    });
  });

  it("lets the browser's cache answer for a deployed version, never for a developer's override", async () => {
    await check();
    const inits = () => vi.mocked(fetch).mock.calls.map(([, init]) => init);
    expect(inits()).toEqual([{}, {}]);
    vi.mocked(fetch).mockClear();
    await check({ override: true });
    expect(inits()).toEqual(Array(2).fill({ cache: 'no-cache' }));
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

  it('takes a deploy.json the server checked against exactly this shell, without checking it again', async () => {
    // Refused when the page checks it (as above); the server's word for these very bytes stands.
    descriptor.singletons.react = { requiredVersion: '^20.0.0', version: '20.0.0' };
    const vouched = { compatibleWith: { ...SHELL_PROVIDES } as Record<string, string> };
    await expect(check(vouched)).resolves.toMatchObject({ startupData: descriptor.startupData });
    // Another shell's versions, or bytes the manifest does not pin: checked here, and refused.
    const otherShell = { compatibleWith: { ...vouched.compatibleWith, react: '19.2.0' } };
    expect((await refusal(check(otherShell))).refusal).toBe('incompatible');
    const unpinned = { ...vouched, descriptorIntegrity: undefined };
    expect((await refusal(check(unpinned))).refusal).toBe('incompatible');
    // Still only the deploy.json deployed.
    const changed = { ...vouched, descriptorIntegrity: `sha384-${'B'.repeat(64)}` };
    expect((await refusal(check(changed))).refusal).toBe('integrity');
  });

  it('refuses a deploy.json that is not the one deployed, by its own sha384 or its entry', async () => {
    const changed = await refusal(check({ descriptorIntegrity: `sha384-${'B'.repeat(64)}` }));
    expect(changed).toMatchObject({
      refusal: 'integrity',
      reasons: ['its deploy.json is not the one deployed'],
    });
    const otherEntry = await refusal(check({ integrity: `sha384-${'B'.repeat(64)}` }));
    expect(otherEntry).toMatchObject({
      refusal: 'integrity',
      reasons: ['its deploy.json is not the one deployed'],
    });
  });

  it('refuses a remote without a usable deploy.json, or built for another remote', async () => {
    const unregistered = { descriptorIntegrity: undefined };
    files['deploy.json'] = new Response('', { status: 404 });
    expect((await refusal(check(unregistered))).reasons).toEqual(['it has no deploy.json']);
    files['deploy.json'] = json({ remote: 'mfe_results' });
    expect((await refusal(check(unregistered))).reasons[0]).toMatch(/^deploy\.json is not valid/);
    files['deploy.json'] = json({ ...descriptor, remote: 'mfe_auth' });
    expect((await refusal(check(unregistered))).reasons).toEqual(['it is a build of mfe_auth']);
  });

  it('runs a developer override without deploy.json unchecked, and checks one that has it', async () => {
    const override = { override: true, integrity: undefined, descriptorIntegrity: undefined };
    files['deploy.json'] = new Response('', { status: 404 });
    await expect(check(override)).resolves.toMatchObject({ scripts: {} });
    // A dev server answers unknown paths with its page.
    files['deploy.json'] = new Response('<!doctype html>', {
      headers: { 'content-type': 'text/html' },
    });
    await expect(check(override)).resolves.toBeDefined();
    delete files['deploy.json'];
    descriptor.singletons.react = { requiredVersion: '^20.0.0', version: '20.0.0' };
    expect((await refusal(check(override))).refusal).toBe('incompatible');
  });

  it('reports an unreachable deploy.json as a failure to load, not a refusal', async () => {
    files['deploy.json'] = new Response('', { status: 503 });
    await expect(check()).rejects.toThrow('deploy.json answered 503');
    files['deploy.json'] = new Response('', { status: 503 });
    await expect(check()).rejects.not.toBeInstanceOf(RemoteRefusedError);
  });
});

describe('scriptMismatch', () => {
  it('tells a script whose bytes are not the listed ones from one that did not arrive', async () => {
    const scripts = { [ENTRY]: descriptor.integrity };
    const failure = new TypeError(`Failed to fetch dynamically imported module: ${ENTRY}`);
    expect(await scriptMismatch(failure, scripts)).toBe(false);
    files['remoteEntry.js'] = new Response(`${ENTRY_SOURCE} `);
    expect(await scriptMismatch(failure, scripts)).toBe(true);
    files['remoteEntry.js'] = new Response('', { status: 503 });
    expect(await scriptMismatch(failure, scripts)).toBe(false);
    // A failure that names no script of the remote has each of them checked.
    files['remoteEntry.js'] = new Response(`${ENTRY_SOURCE} `);
    expect(await scriptMismatch(new Error('RUNTIME-008'), scripts)).toBe(true);
  });
});
