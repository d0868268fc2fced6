// GET /metrics: a known set of requests counted exactly under their route patterns, rate-limit
// refusals, the database's and the summary workers' figures, deployments per remote, and who
// may read it at all (the token, the allowed addresses, never through a proxy).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendDeployment, liveDeployment } from '../src/deployments/registry';
import { createSignedInAccount, feedbackBody, type SignedInAccount } from './support/fixtures';
import type { Client } from './support/http';
import { createModule, createYear } from './support/fixtures';
import { startScenario, type Scenario } from './support/scenario';
import { targets, type Target } from './support/server';
import type { AcademicYear, Module } from '@module-feedback/shared/contracts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** The value of one sample of the text format; 0 when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return 0;
}

describe.each(targets())('metrics on %s', (target: Target) => {
  let scenario: Scenario;
  let api: Client;
  let student: SignedInAccount;
  let module: Module;
  let year: AcademicYear;

  const scrape = async () => {
    const reply = await api.get<string>('/metrics', { token: TOKEN });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return reply.body;
  };

  beforeAll(async () => {
    scenario = await startScenario(target, {
      metrics: { token: TOKEN, allow: [] },
      rateLimits: {
        loginPerAccount: { max: 2, windowMs: 60_000 },
        loginPerAddress: { max: 10_000, windowMs: 60_000 },
        refresh: { max: 10_000, windowMs: 60_000 },
        signup: { max: 10_000, windowMs: 60_000 },
        reports: { max: 10_000, windowMs: 60_000 },
        helpfulVotes: { max: 10_000, windowMs: 60_000 },
        remoteReports: { max: 10_000, windowMs: 60_000 },
      },
    });
    api = scenario.api;
    student = scenario.student;
    module = await createModule(scenario.server);
    year = await createYear(scenario.server);
  });
  afterAll(() => scenario?.server.close());

  it('counts a known set of requests under their route patterns, with their latencies', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await api.get('/api/modules/')).status).toBe(200);
    expect((await api.get('/api/feedback/NO-SUCH-CODE')).status).toBe(404);
    expect((await api.get('/api/no/such/thing')).status).toBe(404);
    for (let i = 0; i < 4; i++) {
      await api.post('/api/accounts/token/', { username: 'nobody-here', password: 'wrong one' });
    }
    const after = await scrape();

    const delta = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    const requests = 'module_feedback_http_requests_total';
    expect(delta(requests, { method: 'GET', route: '/api/modules/', status: '200' })).toBe(3);
    const feedbackOfModule = { method: 'GET', route: '/api/feedback/:moduleCode', status: '404' };
    expect(delta(requests, feedbackOfModule)).toBe(1);
    expect(delta(requests, { method: 'GET', route: '(no route)', status: '404' })).toBe(1);
    const token = { method: 'POST', route: '/api/accounts/token/' };
    expect(delta(requests, { ...token, status: '401' })).toBe(2);
    expect(delta(requests, { ...token, status: '429' })).toBe(2);
    expect(
      delta('module_feedback_rate_limit_refusals_total', { route: '/api/accounts/token/' }),
    ).toBe(2);
    const latency = 'module_feedback_http_request_duration_seconds';
    expect(delta(`${latency}_count`, { method: 'GET', route: '/api/modules/' })).toBe(3);
    expect(delta(`${latency}_bucket`, { route: '/api/modules/', le: '+Inf' })).toBe(3);
    expect(delta(`${latency}_sum`, { route: '/api/modules/' })).toBeGreaterThan(0);
  });

  it('shows the database’s waits, and the pool on PostgreSQL', async () => {
    const text = await scrape();
    expect(
      sample(text, 'module_feedback_db_statement_duration_seconds_count', { kind: 'read' }),
    ).toBeGreaterThan(0);
    expect(
      sample(text, 'module_feedback_db_statement_duration_seconds_count', { kind: 'write' }),
    ).toBeGreaterThan(0);
    expect(sample(text, 'module_feedback_db_connection_wait_seconds_count')).toBeGreaterThan(0);
    if (target === 'postgres') {
      expect(
        sample(text, 'module_feedback_db_pool_connections', { state: 'open' }),
      ).toBeGreaterThanOrEqual(1);
      expect(text).toMatch(/^module_feedback_db_pool_connections\{state="waiting"\} 0$/m);
    } else {
      expect(text).not.toContain('module_feedback_db_pool_connections{');
    }
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
  });

  it('times the summaries made in the worker threads and shows their queue', async () => {
    const { server } = scenario;
    const before = await scrape();
    const author = await createSignedInAccount(server, api, 'student');
    const reply = await api.post(
      '/api/newfeedback/',
      feedbackBody(module, year, { materialFeedback: 'The lab sheets were excellent.' }),
      { token: author.access },
    );
    expect(reply.status).toBe(201);
    await server.app.appContext.summaries.idle();
    const after = await scrape();
    const runs = (text: string) =>
      sample(text, 'module_feedback_summary_duration_seconds_count', { outcome: 'done' });
    expect(runs(after) - runs(before)).toBe(1);
    expect(after).toMatch(/^module_feedback_summary_queue_length 0$/m);
    expect(after).toMatch(/^module_feedback_summary_worker_threads \d+$/m);
  });

  it('counts each remote’s deploys and rollbacks, and flags a forced live one', async () => {
    const deploys = (text: string) =>
      sample(text, 'module_feedback_remote_deployments', {
        remote: 'mfe-admin',
        action: 'deploy',
      });
    const before = await scrape();
    expect(before).toContain(
      'module_feedback_remote_deployments{remote="mfe-results",action="rollback"} 0',
    );
    const { db } = scenario.server.app.appContext;
    const live = (await liveDeployment(db, 'mfe-admin'))?.sequence ?? 0;
    await appendDeployment(db, {
      deployable: 'mfe-admin',
      action: 'deploy',
      version: '9.9.9-metrics',
      replaces: live,
      previousSequence: live,
      forced: true,
      overriddenChecks: ['a check the test overrode'],
      reason: 'metrics test',
      actor: 'cli:test',
    });
    const after = await scrape();
    expect(deploys(after) - deploys(before)).toBe(1);
    expect(sample(after, 'module_feedback_remote_live_forced', { remote: 'mfe-admin' })).toBe(1);
    expect(sample(after, 'module_feedback_remote_live_forced', { remote: 'mfe-auth' })).toBe(0);
  });

  it('is not public: without the token (or with a wrong one) 401, and never a student’s token', async () => {
    for (const token of [undefined, 'wrong-token', student.access]) {
      const reply = await api.get('/metrics', { token });
      expect(reply.status).toBe(401);
      expect(reply.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(reply.body).toMatchObject({
        statusCode: 401,
        message: expect.stringContaining('token'),
      });
    }
  });
});

describe('metrics by address', () => {
  let scenario: Scenario;
  beforeAll(async () => {
    scenario = await startScenario('sqlite', {
      metrics: { token: undefined, allow: ['loopback'] },
    });
  });
  afterAll(() => scenario?.server.close());

  const inject = (remoteAddress: string, headers: Record<string, string> = {}) =>
    scenario.server.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

  it('answers a direct connection from an allowed address without a token', async () => {
    expect((await scenario.api.get('/metrics')).status).toBe(200);
    expect((await inject('::1')).statusCode).toBe(200);
  });

  it('refuses other addresses, and anything a proxy forwarded, with 403', async () => {
    for (const refused of [
      await inject('10.20.30.40'),
      await inject('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }),
      await inject('127.0.0.1', { forwarded: 'for=203.0.113.9' }),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: expect.stringContaining('METRICS_ALLOW') });
    }
  });
});
