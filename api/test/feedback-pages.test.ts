// GET /api/feedback/{moduleCode} narrowed by the opt-in query: one academic year, one page.
// Without the query the answer is exactly the product's original list.
import type { AcademicYear, Module } from '@module-feedback/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModule, createSignedInAccount, createYear, feedbackBody } from './support/fixtures';
import type { Client } from './support/http';
import { startScenario } from './support/scenario';
import { targets, type TestServer } from './support/server';

describe.each(targets())('the feedback list by year and page on %s', (target) => {
  let server: TestServer;
  let api: Client;
  let staffToken: string;
  let module: Module;
  let older: AcademicYear;
  let newer: AcademicYear;
  /** Entry ids per year, oldest first. */
  const ids: Record<'older' | 'newer', number[]> = { older: [], newer: [] };

  beforeAll(async () => {
    const scenario = await startScenario(target);
    ({ server, api } = scenario);
    staffToken = scenario.staff.access;
    module = await createModule(server);
    older = await createYear(server);
    newer = await createYear(server);
    for (let i = 0; i < 5; i++) {
      for (const [which, year] of [
        ['older', older],
        ['newer', newer],
      ] as const) {
        const author = await createSignedInAccount(server, api, 'student');
        const reply = await api.post('/api/newfeedback/', feedbackBody(module, year), {
          token: author.access,
        });
        ids[which].push(reply.body.id);
      }
    }
  });
  afterAll(() => server?.close());

  const path = (query = '') => `/api/feedback/${module.code}${query}`;

  it('answers without a query exactly as before: every entry of every year, as an array', async () => {
    const whole = await api.get(path());
    expect(whole.status).toBe(200);
    expect(whole.body.map((entry: { id: number }) => entry.id)).toEqual(
      [...ids.older, ...ids.newer].sort((a, b) => a - b),
    );
    // Unknown parameters change nothing.
    expect((await api.get(path('?sort=desc'))).body).toEqual(whole.body);
  });

  it('narrows to one academic year with ?year=', async () => {
    const reply = await api.get(path(`?year=${older.year}`));
    expect(reply.status).toBe(200);
    expect(reply.body.map((entry: { id: number }) => entry.id)).toEqual(ids.older);
    expect(
      reply.body.every(
        (entry: { academicYear: AcademicYear }) => entry.academicYear.id === older.id,
      ),
    ).toBe(true);
  });

  it('pages through with ?page= and ?pageSize=, with the total count', async () => {
    const first = await api.get(path(`?year=${newer.year}&page=1&pageSize=2`));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ count: 5, page: 1, pageSize: 2 });
    expect(first.body.results.map((entry: { id: number }) => entry.id)).toEqual(
      ids.newer.slice(0, 2),
    );
    const last = await api.get(path(`?year=${newer.year}&page=3&pageSize=2`));
    expect(last.body.results.map((entry: { id: number }) => entry.id)).toEqual(ids.newer.slice(4));
    const beyond = await api.get(path(`?year=${newer.year}&page=4&pageSize=2`));
    expect(beyond.body).toMatchObject({ count: 5, page: 4, results: [] });
    const everyYear = await api.get(path('?page=1'));
    expect(everyYear.body).toMatchObject({ count: 10, page: 1, pageSize: 50 });
    expect(everyYear.body.results).toHaveLength(10);
  });

  it('keeps each caller’s view in pages: lecturer fields for members, authors for staff', async () => {
    const anonymous = await api.get(path('?page=1&pageSize=1'));
    expect(anonymous.body.results[0]).not.toHaveProperty('lecturerRating');
    expect(anonymous.body.results[0]).not.toHaveProperty('student');
    const staff = await api.get(path('?page=1&pageSize=1'), { token: staffToken });
    expect(staff.body.results[0]).toHaveProperty('student');
    expect(staff.body.results[0]).toHaveProperty('lecturerRating');
  });

  it('refuses a malformed query with 400 saying what is wrong, and an unknown year with 404', async () => {
    for (const [query, field] of [
      ['?year=abc', 'year'],
      ['?year=1800', 'year'],
      ['?page=0', 'page'],
      ['?page=-1', 'page'],
      ['?pageSize=1000', 'pageSize'],
      ['?pageSize=2.5', 'pageSize'],
    ] as const) {
      const reply = await api.get(path(query));
      expect(reply.status, query).toBe(400);
      expect(reply.body.fields, query).toHaveProperty(field);
      expect(reply.body.message, query).toContain(field);
    }
    const unknownYear = await api.get(path('?year=2199'));
    expect(unknownYear.status).toBe(404);
    expect(unknownYear.body.message).toBe('Academic year not found.');
    expect((await api.get('/api/feedback/NOSUCH1?year=2025')).status).toBe(404);
  });
});
