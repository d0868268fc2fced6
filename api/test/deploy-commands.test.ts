// npm run deploy / rollback / deployments / deploy-token as a deployer runs them: child
// processes, either on the server's own DATA_DIR or DATABASE_URL (the operator), or against
// the running server over HTTP with a deploy token (a team's CI), with folders on disk.
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DeployDescriptor } from '@module-feedback/federation/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinCheckoutBuilds } from '../src/deployments/checkout-builds';
import {
  fixtureDescription,
  fixtureSettings,
  writeArtefact,
  writeShellBuild,
} from '../src/static-site/site-fixture';
import { run } from '@module-feedback/test-support/api-command';
import {
  createTestDatabase,
  startServer,
  targets,
  type TestDatabase,
  type TestServer,
} from './support/server';

describe.each(targets())('deployment commands on %s', (target) => {
  let database: TestDatabase;
  let server: TestServer;
  let env: Record<string, string | undefined>;
  let folder: string;
  let first: DeployDescriptor;
  let second: DeployDescriptor;
  let token: string;

  const http = () => ({
    ...env,
    MODULE_FEEDBACK_URL: server.url,
    DEPLOY_TOKEN: token,
    DATABASE_URL: '',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ci-')),
  });
  const json = async (args: string[], environment = env) => {
    const listed = await run('deployments', [...args, '--json'], environment);
    expect(listed.code, listed.stderr).toBe(0);
    return JSON.parse(listed.stdout);
  };

  beforeAll(async () => {
    database = await createTestDatabase(target);
    env = { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? '' };
    folder = mkdtempSync(path.join(tmpdir(), 'deploy-command-'));
    const settings = fixtureSettings(folder);
    writeShellBuild(settings.shellDir, { 'index.html': '<title>shell</title>' });
    server = await startServer(target, { frontends: settings }, database);
    await pinCheckoutBuilds(
      { db: server.app.appContext.db, settings, warn() {} },
      { info() {}, warn() {} },
    );
    const dist = path.join(folder, 'dist');
    first = await writeArtefact(
      dist,
      { 'remoteEntry.js': 'export const from = "a folder";' },
      fixtureDescription('mfe-feedback'),
    );
    second = await writeArtefact(
      dist,
      { 'remoteEntry.js': 'export const from = "CI";' },
      fixtureDescription('mfe-feedback'),
    );
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('explains how to call them', async () => {
    const nothing = await run('deploy', [], env);
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain(
      'deploy: Name what to deploy: one of shell, mfe-results, mfe-feedback',
    );
    expect((await run('rollback', ['mfe-feedbak'], env)).stderr).toContain(
      '"mfe-feedbak" is not the shell or a remote',
    );
    expect((await run('rollback', ['mfe-feedback', '--to', 'two'], env)).stderr).toContain(
      '--to must be a whole number',
    );
    const noToken = await run('deployments', [], {
      ...env,
      MODULE_FEEDBACK_URL: 'http://127.0.0.1:9',
    });
    expect(noToken.stderr).toContain('set DEPLOY_TOKEN too');
  });

  it('refuses an origin the server does not deploy from, changing nothing', async () => {
    const refused = await run(
      'deploy',
      ['mfe-feedback', 'https://cdn.example.org/feedback/', '--force'],
      env,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('deploy: mfe-feedback was not deployed, nothing changed:');
    expect(refused.stderr).toContain(
      'https://cdn.example.org is not an origin this server deploys from',
    );
    expect((await json(['mfe-feedback'])).remotes[0]).toMatchObject({ live: null, history: [] });
  });

  it('deploys a folder directly as the operator (a dist/ meaning its latest build), printing JSON only with --json', async () => {
    const deployed = await run(
      'deploy',
      ['mfe-feedback', path.join(folder, 'dist', first.version), '--reason', 'by hand'],
      env,
    );
    expect(deployed.code, deployed.stderr).toBe(0);
    expect(deployed.stdout).toContain(`deploy: mfe-feedback ${first.version} is live (#`);
    const listed = await json(['mfe-feedback']);
    expect(Object.keys(listed)).toEqual(['remotes']);
    expect(listed.remotes[0].live).toMatchObject({
      version: first.version,
      reason: 'by hand',
      actor: expect.stringMatching(/^cli:/),
    });
    const all = await json([]);
    expect(all.shell.live).toMatchObject({ action: 'pin' });
    const text = await run('deployments', ['mfe-feedback'], env);
    expect(text.stdout).toMatch(new RegExp(`mfe-feedback: ${first.version} \\(#\\d+\\) is live`));
  });

  it('creates a deploy token shown once, with which CI deploys over HTTP, uploading a folder', async () => {
    const created = await run(
      'deploy-token',
      ['create', 'mfe-feedback', '--name', 'feedback-ci'],
      env,
    );
    expect(created.code, created.stderr).toBe(0);
    token = created.stdout.trim();
    expect(token).toMatch(/^mfdeploy_[\w-]{40,}$/);
    expect(created.stderr).toContain('It is shown this once');
    const listed = await run('deploy-token', ['list'], env);
    expect(listed.stdout).toMatch(
      /feedback-ci {2}mfe-feedback {2}created \S+ by cli:\S+ {2}last used never/,
    );
    expect(listed.stdout).not.toContain(token);

    const deployed = await run(
      'deploy',
      ['mfe-feedback', path.join(folder, 'dist'), '--reason', 'from CI'],
      http(),
    );
    expect(deployed.code, deployed.stderr).toBe(0);
    expect(deployed.stdout).toContain(`deploy: mfe-feedback ${second.version} is live`);
    const live = (await json(['mfe-feedback'], http())).remotes[0].live;
    expect(live).toMatchObject({
      version: second.version,
      actor: 'token:feedback-ci',
      reason: 'from CI',
    });
    expect(
      await fetch(`${server.url}/remotes/mfe-feedback/${second.version}/remoteEntry.js`).then((r) =>
        r.text(),
      ),
    ).toBe('export const from = "CI";');
  });

  it('refuses a folder holding a symbolic link, naming it, before anything is sent', async () => {
    const linked = await writeArtefact(
      path.join(folder, 'linked'),
      { 'remoteEntry.js': 'export {};' },
      fixtureDescription('mfe-feedback'),
    );
    const dir = path.join(folder, 'linked', linked.version);
    writeFileSync(path.join(folder, 'secret'), 'jwt secret');
    symlinkSync(path.join(folder, 'secret'), path.join(dir, 'k.js'));
    const refused = await run('deploy', ['mfe-feedback', dir], http());
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('k.js is a symbolic link: only regular files are deployed');
  });

  it('marks a deployment bad, rolls back past it, and to a chosen one', async () => {
    const history = (await json(['mfe-feedback'])).remotes[0].history as {
      sequence: number;
      version: string;
    }[];
    const [ci, byHand] = history;
    const marked = await run(
      'deployments',
      ['mark-bad', String(ci!.sequence), '--reason', 'broken form'],
      http(),
    );
    expect(marked.code, marked.stderr).toBe(0);
    expect(marked.stdout).toMatch(
      new RegExp(
        `marked bad: #${ci!.sequence} .* BAD since \\S+ by token:feedback-ci: broken form`,
      ),
    );
    const stale = await run(
      'rollback',
      ['mfe-feedback', '--expected-sequence', String(byHand!.sequence)],
      env,
    );
    expect(stale.stderr).toContain(`rollback: mfe-feedback is no longer at #${byHand!.sequence}`);
    const back = await run('rollback', ['mfe-feedback'], http());
    expect(back.code, back.stderr).toBe(0);
    expect(back.stdout).toContain(`rollback: mfe-feedback ${first.version} is live again`);
    const nothing = await run('rollback', ['mfe-feedback'], env);
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain('to roll back to');
    const badAgain = await run('rollback', ['mfe-feedback', '--to', String(ci!.sequence)], env);
    expect(badAgain.code).toBe(1);
    expect(badAgain.stderr).toMatch(/was marked bad by token:feedback-ci/);
    const forced = await run(
      'rollback',
      ['mfe-feedback', '--to', String(ci!.sequence), '--force'],
      env,
    );
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stderr).toContain('forced past these refusals');
  });

  it('refuses a revoked deploy token at once', async () => {
    const revoked = await run('deploy-token', ['revoke', 'feedback-ci'], env);
    expect(revoked.stdout).toContain('feedback-ci is revoked');
    const refused = await run('deployments', [], http());
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'This deploy token is not valid: it was revoked, or never created.',
    );
    expect((await run('deploy-token', ['revoke', 'nobody'], env)).code).toBe(1);
  });
});
