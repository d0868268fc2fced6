// The commands as a user runs them: migrate, seed, create-staff and the server itself,
// each a real child process on a fresh database.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/seed/demo-data';
import { client } from './support/http';
import { createTestDatabase, targets, type TestDatabase } from './support/server';
import { run } from '@module-feedback/test-support/api-command';
import { startServerProcess } from './support/server-process';

describe.each(targets())('commands on %s', (target) => {
  let database: TestDatabase;
  let env: Record<string, string | undefined>;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    env = { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? '' };
  });
  afterAll(() => database?.drop());

  it('migrate applies the schema once, then reports it current', async () => {
    const first = await run('migrate', [], env);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('applied 0001-initial');
    const second = await run('migrate', [], env);
    expect(second.stdout).toContain('already up to date');
  });

  it('seed fills an empty database and leaves a filled one alone', async () => {
    const first = await run('seed', [], env);
    expect(first.code).toBe(0);
    const counts = /(\d+) modules, (\d+) academic years, (\d+) users and (\d+) feedback/.exec(
      first.stdout,
    );
    expect(counts).not.toBeNull();
    const [modules, years, , feedback] = counts!.slice(1).map(Number);
    expect(modules).toBeGreaterThanOrEqual(15);
    expect(years).toBe(3);
    expect(feedback).toBeGreaterThanOrEqual(300);
    const second = await run('seed', [], env);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('already has data');
  });

  it('create-staff creates a staff account, and is idempotent', async () => {
    const args = ['--username', 'ops.lead', '--password', 'ops lead password'];
    const first = await run('create-staff', [...args, '--email', 'ops@example.test'], env);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('created staff account');
    const second = await run('create-staff', args, env);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('exists');
  });

  it('create-staff refuses missing or invalid arguments with a message', async () => {
    const missing = await run('create-staff', ['--username', 'x.y'], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('--password is required');
    const weak = await run('create-staff', ['--username', 'x.y', '--password', '123'], env);
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('--password');
  });

  it('the server serves the API with its data, then stops cleanly on SIGTERM', async () => {
    const { url, child: server, exited: closed } = await startServerProcess(env);
    try {
      const api = client(url);
      const modules = await api.get('/api/modules/');
      expect(modules.status).toBe(200);
      expect(modules.body.length).toBeGreaterThanOrEqual(15);
      const staff = await api.post('/api/accounts/token/', {
        username: 'ops.lead',
        password: 'ops lead password',
      });
      expect(staff.status).toBe(200);
      const student = await api.post('/api/accounts/token/', {
        username: DEMO_ACCOUNTS.student.username,
        password: DEMO_ACCOUNTS.student.password,
      });
      expect(student.status).toBe(200);
    } finally {
      server.kill('SIGTERM');
    }
    expect(await closed).toBe(0);
  });
});

describe('the server on an empty embedded database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(() => database?.drop());

  it('refuses to start in production without JWT_SECRET', async () => {
    const result = await run('server', [], {
      DATA_DIR: database.dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: '',
      DATABASE_URL: '',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('JWT_SECRET must be set');
  });

  it('refuses to start with an empty secret file, saying what to do', async () => {
    writeFileSync(path.join(database.dataDir, 'jwt-secret'), '');
    const result = await run('server', [], { DATA_DIR: database.dataDir, DATABASE_URL: '' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Cannot start: .*jwt-secret holds no secret.*Delete the file/);
  });
});
