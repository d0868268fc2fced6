// GET /api/summarize-feedback/{moduleCode}/{year}: visibility, 404s and the shared cache.
import type { AcademicYear, Module } from '@module-feedback/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModule, createSession, feedbackBody, type Session } from './support/fixtures';
import type { Client } from './support/http';
import { startCourseScenario } from './support/scenario';
import { targets, type TestServer } from './support/server';

describe.each(targets())('summaries on %s', (target) => {
  let server: TestServer;
  let api: Client;
  let student: Session;
  let staff: Session;
  let module: Module;
  let year: AcademicYear;

  beforeAll(async () => {
    ({ server, api, student, staff, module, year } = await startCourseScenario(target));
  });
  afterAll(() => server?.close());

  const path = () => `/api/summarize-feedback/${module.code}/${year.year}`;

  it('gives anonymous callers material and assessment only', async () => {
    const reply = await api.get(path());
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      summary_material: expect.any(String),
      summary_assessment: expect.any(String),
      themes_material: expect.any(Array),
      themes_assessment: expect.any(Array),
    });
  });

  it('adds the lecturer aspect for signed-in users', async () => {
    for (const session of [student, staff]) {
      const reply = await api.get(path(), { token: session.access });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        summary_lecturer: expect.any(String),
        themes_lecturer: expect.any(Array),
      });
    }
  });

  it('answers 404 for an unknown module, an unknown year, or a year that is not a number', async () => {
    for (const bad of [
      `/api/summarize-feedback/NOPE1/${year.year}`,
      `/api/summarize-feedback/${module.code}/1901`,
      `/api/summarize-feedback/${module.code}/next`,
    ]) {
      const reply = await api.get(bad);
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ statusCode: 404 });
    }
  });

  it('serves the cached summary while the feedback is unchanged, and rebuilds after a change', async () => {
    const db = server.app.appContext.db;
    const fresh = await createModule(server);
    const url = `/api/summarize-feedback/${fresh.code}/${year.year}`;
    expect((await api.get(url)).body.summary_material).toBe('');

    // Replace the cached entry: if the endpoint reads the cache, it must return this text.
    await db
      .updateTable('summary_cache')
      .set({ summary: 'from the cache' })
      .where('module_id', '=', fresh.id)
      .where('aspect', '=', 'material')
      .execute();
    expect((await api.get(url)).body.summary_material).toBe('from the cache');

    const author = await createSession(server, api, 'student');
    const submitted = await api.post(
      '/api/newfeedback/',
      feedbackBody(fresh, year, { materialFeedback: 'The lab sheets were excellent.' }),
      { token: author.access },
    );
    expect(submitted.status).toBe(201);
    const rebuilt = (await api.get(url)).body.summary_material;
    expect(rebuilt).not.toBe('from the cache');
    expect(rebuilt).not.toBe('');

    await api.delete(`/api/deletefeedback/${submitted.body.id}/`, { token: staff.access });
    expect((await api.get(url)).body.summary_material).toBe('');
  });

  it('keeps one cache row per module, year and aspect', async () => {
    await api.get(path(), { token: student.access });
    await api.get(path(), { token: student.access });
    const rows = await server.app.appContext.db
      .selectFrom('summary_cache')
      .select('aspect')
      .where('module_id', '=', module.id)
      .where('academic_year_id', '=', year.id)
      .execute();
    expect(rows.map((r) => r.aspect).sort()).toEqual(['assessment', 'lecturer', 'material']);
  });
});
