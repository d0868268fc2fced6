// The commands as a user runs them: migrate, seed, create-staff and the server itself,
// each a real child process on a fresh database.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/seed/demo-data';
import { client } from './support/http';
import { createTestDatabase, targets, type TestDatabase } from './support/server';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function command(script: string, args: string[], env: Record<string, string | undefined>) {
  return spawn(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
    cwd: API_ROOT,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', ...env },
  });
}

function run(script: string, args: string[], env: Record<string, string | undefined>) {
  return new Promise<Run>((resolve, reject) => {
    const child = command(script, args, env);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

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
    const server = command('server', [], { ...env, PORT: '0', HOST: '127.0.0.1' });
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      server.stdout.on('data', (chunk) => {
        output += chunk;
        const match = /running at (http:\/\/[^/\s]+)\//.exec(output);
        if (match) resolve(match[1]!);
      });
      server.on('close', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
    });
    const closed = new Promise<number | null>((resolve) => server.on('close', resolve));
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
});
