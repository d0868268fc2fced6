// GET /api/results-overview/{year}: every module's responses and averages of a year, the
// lecturer average for signed-in callers only, and a cached answer that follows every change.
import type {
  AcademicYear,
  Module,
  ResultsOverviewModule,
} from '@module-feedback/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModule, createSignedInAccount, createYear, feedbackBody } from './support/fixtures';
import type { Client } from './support/http';
import { startScenario } from './support/scenario';
import { targets, type TestServer } from './support/server';

describe.each(targets())('results overview on %s', (target) => {
  let server: TestServer;
  let api: Client;
  let rated: Module;
  let silent: Module;
  let year: AcademicYear;

  beforeAll(async () => {
    // Every request reads the data revision, so a stale cached overview would show at once.
    ({ server, api } = await startScenario(target, { revisionCheckIntervalMs: 0 }));
    rated = await createModule(server);
    silent = await createModule(server);
    year = await createYear(server, 2080);
  });
  afterAll(() => server?.close());

  async function submit(fields: object) {
    const author = await createSignedInAccount(server, api, 'student');
    const reply = await api.post('/api/newfeedback/', feedbackBody(rated, year, fields), {
      token: author.access,
    });
    expect(reply.status).toBe(201);
    return { author, id: reply.body.id as number };
  }

  const overview = async (token?: string) => {
    const reply = await api.get<ResultsOverviewModule[]>(`/api/results-overview/${year.year}`, {
      token,
    });
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const rowOf = (rows: ResultsOverviewModule[], module: Module) =>
    rows.find((row) => row.code === module.code);

  it('lists every module, with the lecturer average for signed-in callers only', async () => {
    await submit({ materialRating: 4, assessmentRating: 2, lecturerRating: 5 });
    const anonymous = await overview();
    expect(rowOf(anonymous, rated)).toEqual({
      code: rated.code,
      title: rated.title,
      responses: 1,
      averages: { material: 4, assessment: 2 },
    });
    expect(rowOf(anonymous, silent)).toEqual({
      code: silent.code,
      title: silent.title,
      responses: 0,
      averages: { material: null, assessment: null },
    });
    const student = await createSignedInAccount(server, api, 'student');
    expect(rowOf(await overview(student.access), rated)?.averages).toEqual({
      material: 4,
      assessment: 2,
      lecturer: 5,
    });
  });

  it('answers 404 for a year that does not exist or is no year', async () => {
    for (const path of ['/api/results-overview/1901', '/api/results-overview/next']) {
      const reply = await api.get(path);
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ message: 'Academic year not found.' });
    }
  });

  it('follows submissions, edits, withdrawals and a renamed module', async () => {
    const before = rowOf(await overview(), rated)!;
    const { author, id } = await submit({ materialRating: 0 });
    const added = rowOf(await overview(), rated)!;
    expect(added.responses).toBe(before.responses + 1);

    const edit = await api.put(
      `/api/feedbacks/mine/${id}/`,
      feedbackBody(rated, year, { materialRating: 5 }),
      {
        token: author.access,
      },
    );
    expect(edit.status).toBe(200);
    const edited = rowOf(await overview(), rated)!;
    expect(edited.averages.material).toBeGreaterThan(added.averages.material!);

    expect((await api.delete(`/api/feedbacks/mine/${id}/`, { token: author.access })).status).toBe(
      204,
    );
    expect(rowOf(await overview(), rated)).toEqual(before);

    await server.app.appContext.db
      .updateTable('modules')
      .set({ title: 'Renamed Module' })
      .where('id', '=', silent.id)
      .execute();
    expect(rowOf(await overview(), silent)?.title).toBe('Renamed Module');
  });
});
