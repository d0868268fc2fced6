// npm run deploy / rollback / deployments as a deployer runs them: child processes on the
// same DATA_DIR or DATABASE_URL a server would use, with an artefact folder on disk.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  PROVIDED_SINGLETONS_FILE,
  type DeployDescriptor,
} from '@module-feedback/federation/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { repositoryBuildDescription, writeArtefact } from '../src/static-site/site-fixture';
import { run } from './support/server-process';
import { createTestDatabase, targets, type TestDatabase } from './support/server';

describe.each(targets())('deployment commands on %s', (target) => {
  let database: TestDatabase;
  let env: Record<string, string | undefined>;
  let folder: string;
  let artefact: DeployDescriptor;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    env = { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? '' };
    folder = mkdtempSync(path.join(tmpdir(), 'deploy-command-'));
    artefact = await writeArtefact(
      path.join(folder, 'dist'),
      { 'remoteEntry.js': 'export const from = "a folder";' },
      repositoryBuildDescription('mfe-feedback'),
    );
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('explains how to call them', async () => {
    const noRemote = await run('deploy', [], env);
    expect(noRemote.code).toBe(1);
    expect(noRemote.stderr).toContain('deploy: Name the remote: one of mfe-results, mfe-feedback');
    const typo = await run('rollback', ['mfe-feedbak'], env);
    expect(typo.stderr).toContain('"mfe-feedbak" is not a remote');
    const noArtefact = await run('deploy', ['mfe-feedback'], env);
    expect(noArtefact.stderr).toContain(
      'usage: npm run deploy -- <remote> <artefact URL or folder>',
    );
    const badSequence = await run('rollback', ['mfe-feedback', '--expected-sequence', 'two'], env);
    expect(badSequence.stderr).toContain('--expected-sequence must be a whole number');
  });

  it('refuses an origin that is not allowed, changing nothing', async () => {
    const refused = await run(
      'deploy',
      ['mfe-feedback', 'https://cdn.example.org/feedback/', '--force'],
      env,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('deploy: mfe-feedback was not deployed, nothing changed:');
    expect(refused.stderr).toContain('https://cdn.example.org is not an allowed origin');
    const listed = await run('deployments', ['mfe-feedback', '--json'], env);
    expect(JSON.parse(listed.stdout).remotes[0]).toMatchObject({ live: null, history: [] });
  });

  it('deploys a folder (a dist/ means its latest build), publishing it to this server', async () => {
    // Whether the repository's shell is built decides whether its singletons can be checked.
    const shellBuilt = existsSync(
      path.join(loadConfig(env).frontends.shellDir, PROVIDED_SINGLETONS_FILE),
    );
    const deployed = await run(
      'deploy',
      ['mfe-feedback', path.join(folder, 'dist'), '--reason', 'from CI', '--force'],
      env,
    );
    expect(deployed.code, deployed.stderr).toBe(0);
    expect(deployed.stdout).toContain(`deploy: mfe-feedback ${artefact.version} is live (#1)`);
    expect(deployed.stderr.includes('forced past these refusals')).toBe(!shellBuilt);
    const published = path.join(database.dataDir, 'artefacts', 'mfe-feedback', artefact.version);
    expect(readFileSync(path.join(published, 'remoteEntry.js'), 'utf8')).toContain('a folder');

    const listed = await run('deployments', ['--json'], env);
    const feedback = JSON.parse(listed.stdout).remotes.find(
      (remote: { remote: string }) => remote.remote === 'mfe-feedback',
    );
    expect(feedback.live).toMatchObject({
      sequence: 1,
      version: artefact.version,
      entry: `/remotes/mfe-feedback/${artefact.version}/remoteEntry.js`,
      reason: 'from CI',
      actor: expect.stringMatching(/^cli:/),
    });
    const text = await run('deployments', ['mfe-feedback'], env);
    expect(text.stdout).toContain(`mfe-feedback: ${artefact.version} (#1) is live`);
  });

  it('refuses a deploy expecting another live state, then rolls back to the built-in build', async () => {
    const stale = await run('rollback', ['mfe-feedback', '--expected-sequence', '0'], env);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain('rollback: mfe-feedback is no longer at #0: #1');

    const back = await run('rollback', ['mfe-feedback'], env);
    expect(back.code, back.stderr).toBe(0);
    expect(back.stdout).toContain('rollback: mfe-feedback is back on the built-in build (#2)');
    const again = await run('rollback', ['mfe-feedback'], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('there is nothing to roll back to');
  });
});
