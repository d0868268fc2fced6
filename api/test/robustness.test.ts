// Bad input never breaks the server: clear 4xx answers in the JSON error shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModule, createYear, type SignedInAccount } from './support/fixtures';
import type { Client } from './support/http';
import { startScenario } from './support/scenario';
import { targets, type TestServer } from './support/server';

describe.each(targets())('bad input on %s', (target) => {
  let server: TestServer;
  let api: Client;
  let student: SignedInAccount;
  let staff: SignedInAccount;

  beforeAll(async () => {
    ({ server, api, student, staff } = await startScenario(target, {
      corsOrigins: ['https://remotes.example.test'],
    }));
  });
  afterAll(() => server?.close());

  const errorShape = { error: expect.any(String), message: expect.any(String), statusCode: 400 };

  it('answers malformed JSON with 400', async () => {
    const reply = await api.request('POST', '/api/accounts/token/', { rawBody: '{"username": ' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject(errorShape);
  });

  it('answers a missing body and wrong types with 400 saying what is wrong', async () => {
    const missing = await api.request('POST', '/api/accounts/signup/');
    expect(missing.status).toBe(400);
    const wrongType = await api.post('/api/accounts/signup/', { user: 'alice' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({ ...errorShape, fields: { user: expect.any(String) } });
    const array = await api.post('/api/accounts/token/', [1, 2]);
    expect(array.status).toBe(400);
  });

  it('answers prototype-poisoning JSON with 400', async () => {
    const reply = await api.request('POST', '/api/accounts/token/', {
      rawBody: '{"username":"a","password":"b","__proto__":{"is_staff":true}}',
    });
    expect(reply.status).toBe(400);
  });

  it.each([
    ['arrays', '['.repeat(6000) + ']'.repeat(6000)],
    ['objects', '{"a":'.repeat(3000) + '1' + '}'.repeat(3000)],
    ['a field', `{"username":${'['.repeat(6000)}${']'.repeat(6000)},"password":"x"}`],
  ])('answers deeply nested %s with a clear 400, not a 500', async (_, rawBody) => {
    const reply = await api.request('POST', '/api/accounts/token/', { rawBody });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ ...errorShape, message: expect.stringMatching(/nested/) });
    const staffOnly = await api.request('POST', '/api/newmodule/', {
      rawBody,
      token: staff.access,
    });
    expect(staffOnly.status).toBe(400);
  });

  it('still takes the nesting real requests use', async () => {
    const username = `nest${process.pid}`;
    const reply = await api.post('/api/accounts/signup/', {
      user: { username, email: `${username}@example.test`, password: 'a good password' },
    });
    expect(reply.status).toBe(201);
  });

  it('answers bodies over the limit with 413', async () => {
    const reply = await api.post(
      '/api/newfeedback/',
      { materialFeedback: 'x'.repeat(server.config.bodyLimitBytes) },
      { token: student.access },
    );
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({ statusCode: 413 });
  });

  it('answers an unsupported content type with 415', async () => {
    const reply = await api.request('POST', '/api/newyear/', {
      rawBody: '<year>2030</year>',
      headers: { 'content-type': 'application/xml' },
      token: staff.access,
    });
    expect(reply.status).toBe(415);
    expect(reply.body).toMatchObject({ statusCode: 415 });
  });

  it('answers NUL characters anywhere in a body with 400', async () => {
    const login = await api.post('/api/accounts/token/', { username: 'a\u0000b', password: 'x' });
    expect(login.status).toBe(400);
    const module = await api.post(
      '/api/newmodule/',
      { code: 'NUL1', title: 'Null\u0000title' },
      { token: staff.access },
    );
    expect(module.status).toBe(400);
  });

  it('answers unknown API paths and methods with a JSON 404', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing-here'],
      ['GET', '/api/modules'],
      ['POST', '/api/modules/'],
    ] as const) {
      const reply = await api.request(method, path);
      expect(reply.status).toBe(404);
      expect(reply.headers.get('content-type')).toContain('application/json');
      expect(reply.body).toMatchObject({ statusCode: 404 });
    }
  });

  it('survives a burst of hostile requests and keeps serving', async () => {
    const year = await createYear(server);
    const module = await createModule(server);
    const hostile = [
      api.request('POST', '/api/newfeedback/', { rawBody: 'null', token: student.access }),
      api.request('POST', '/api/newfeedback/', {
        rawBody: `{"academicYear":${year.id},"module":${module.id},"materialRating":1e309}`,
        token: student.access,
      }),
      api.post('/api/newfeedback/', { academicYear: -1, module: 0 }, { token: student.access }),
      api.post('/api/newyear/', { year: 99_999_999_999 }, { token: staff.access }),
      api.put('/api/editmodule/1/', 'text', { token: staff.access }),
      api.get('/api/summarize-feedback/%E0%A4%A/2025'),
      api.get(`/api/feedback/${'%'.repeat(3)}`),
    ];
    const statuses = (await Promise.all(hostile)).map((reply) => reply.status);
    for (const status of statuses) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    expect((await api.get('/api/modules/')).status).toBe(200);
  });

  it('sends security headers and no stack traces', async () => {
    const reply = await api.get('/api/modules/');
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('content-security-policy')).toBeTruthy();
    const bad = await api.request('POST', '/api/accounts/token/', { rawBody: '{' });
    expect(JSON.stringify(bad.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('allows CORS only for configured origins', async () => {
    const allowed = await api.request('OPTIONS', '/api/modules/', {
      headers: {
        origin: 'https://remotes.example.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://remotes.example.test');
    const other = await api.get('/api/modules/', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
