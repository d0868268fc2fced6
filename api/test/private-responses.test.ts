// What caches may keep: answers that depend on the caller (read through Authorization) or
// carry secrets are "no-store" and vary by Authorization; lists that are the same for
// everyone keep their caching.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName, type SignedInAccount } from './support/fixtures';
import type { Client, Reply } from './support/http';
import { startCourseScenario } from './support/scenario';
import { targets, type TestServer } from './support/server';

const expectPrivate = (reply: Reply, what: string) => {
  expect(reply.headers.get('cache-control'), what).toBe('no-store');
  expect(reply.headers.get('vary') ?? '', what).toMatch(/\bauthorization\b/i);
};

describe.each(targets())('caching of per-user answers on %s', (target) => {
  let server: TestServer;
  let api: Client;
  let student: SignedInAccount;
  let staff: SignedInAccount;
  let feedbackPath: string;
  let summaryPath: string;

  beforeAll(async () => {
    const scenario = await startCourseScenario(target);
    ({ server, api, student, staff } = scenario);
    feedbackPath = `/api/feedback/${scenario.module.code}`;
    summaryPath = `/api/summarize-feedback/${scenario.module.code}/${scenario.year.year}`;
  });
  afterAll(() => server?.close());

  it('keeps staff lists out of every cache', async () => {
    for (const path of ['/api/feedbacks/', '/api/accounts/users/']) {
      const reply = await api.get(path, { token: staff.access });
      expect(reply.status, path).toBe(200);
      expectPrivate(reply, path);
    }
  });

  it('keeps a signed-in view of feedback and summaries out of every cache', async () => {
    for (const path of [feedbackPath, summaryPath]) {
      const reply = await api.get(path, { token: student.access });
      expect(reply.status, path).toBe(200);
      expectPrivate(reply, path);
    }
  });

  it('lets caches keep the anonymous view of those, keyed by Authorization', async () => {
    for (const path of [feedbackPath, summaryPath]) {
      const reply = await api.get(path);
      expect(reply.status, path).toBe(200);
      expect(reply.headers.get('cache-control'), path).toBeNull();
      expect(reply.headers.get('vary') ?? '', path).toMatch(/\bauthorization\b/i);
    }
  });

  it('keeps tokens and new accounts out of every cache', async () => {
    const username = uniqueName('nostore');
    const signup = await api.post('/api/accounts/signup/', {
      user: { username, email: `${username}@example.test`, password: 'a good password' },
    });
    const login = await api.post('/api/accounts/token/', { username, password: 'a good password' });
    const refresh = await api.post('/api/accounts/token/refresh/', { refresh: login.body.refresh });
    expect([signup.status, login.status, refresh.status]).toEqual([201, 200, 200]);
    for (const [what, reply] of Object.entries({ signup, login, refresh })) {
      expect(reply.headers.get('cache-control'), what).toBe('no-store');
    }
  });

  it('keeps refusals of signed-in routes out of every cache too', async () => {
    const anonymous = await api.get('/api/accounts/users/');
    expect(anonymous.status).toBe(401);
    expectPrivate(anonymous, 'anonymous');
    const student403 = await api.get('/api/accounts/users/', { token: student.access });
    expect(student403.status).toBe(403);
    expectPrivate(student403, 'student');
  });

  it('leaves the public lists cacheable, also for signed-in callers', async () => {
    for (const path of ['/api/modules/', '/api/academicyears/']) {
      for (const token of [undefined, student.access]) {
        const reply = await api.get(path, { token });
        expect(reply.status, path).toBe(200);
        expect(reply.headers.get('cache-control'), path).toBeNull();
        expect(reply.headers.get('vary') ?? '', path).not.toMatch(/authorization/i);
      }
    }
  });
});
