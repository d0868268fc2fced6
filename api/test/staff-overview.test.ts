// The staff overview of a year on both databases: figures beside the previous year's, the
// attention flags, totals, responses per week, staff only, hidden entries left out, and
// served from the response cache until the feedback it shows changes.
import type { AcademicYear, Module, StaffOverview } from '@module-feedback/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModule, createSignedInAccount, createYear, feedbackBody } from './support/fixtures';
import type { Client } from './support/http';
import { startScenario, type Scenario } from './support/scenario';
import { targets, type TestServer } from './support/server';

describe.each(targets())('staff overview on %s', (target) => {
  let server: TestServer;
  let api: Client;
  let scenario: Scenario;
  let steady: Module;
  let falling: Module;
  let silent: Module;
  let lastYear: AcademicYear;
  let thisYear: AcademicYear;

  /** A new student's entry with the same rating for every aspect; returns its id. */
  async function submit(module: Module, year: AcademicYear, rating: number, date?: string) {
    const author = await createSignedInAccount(server, api, 'student');
    const reply = await api.post(
      '/api/newfeedback/',
      feedbackBody(module, year, {
        materialRating: rating,
        assessmentRating: rating,
        lecturerRating: rating,
      }),
      { token: author.access },
    );
    expect(reply.status).toBe(201);
    const id = reply.body.id as number;
    if (date) {
      await server.app.appContext.db
        .updateTable('feedback')
        .set({ submit_date: date })
        .where('id', '=', id)
        .execute();
    }
    return id;
  }

  const overview = async (year = thisYear) => {
    const reply = await api.get<StaffOverview>(`/api/staff/overview/${year.year}/`, {
      token: scenario.staff.access,
    });
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const rowOf = (body: StaffOverview, module: Module) =>
    body.modules.find((row) => row.moduleId === module.id)!;

  beforeAll(async () => {
    scenario = await startScenario(target);
    ({ server, api } = scenario);
    steady = await createModule(server);
    falling = await createModule(server);
    silent = await createModule(server);
    lastYear = await createYear(server, 1990);
    thisYear = await createYear(server, 1991);
    await submit(steady, lastYear, 4);
    await submit(falling, lastYear, 5);
    await submit(steady, thisYear, 4, '2026-03-02T10:00:00.000Z'); // a Monday
    await submit(steady, thisYear, 5, '2026-03-08T23:00:00.000Z'); // that Sunday
    await submit(falling, thisYear, 1, '2026-03-10T09:00:00.000Z');
  });
  afterAll(() => server?.close());

  it('is for staff only', async () => {
    const path = `/api/staff/overview/${thisYear.year}/`;
    expect((await api.get(path)).status).toBe(401);
    expect((await api.get(path, { token: scenario.student.access })).status).toBe(403);
    expect(
      (await api.get('/api/staff/overview/1800/', { token: scenario.staff.access })).status,
    ).toBe(404);
  });

  it('shows each module with averages, the previous year and the change', async () => {
    const body = await overview();
    expect(body.year).toBe(1991);
    expect(body.previousYear).toBe(1990);
    expect(rowOf(body, steady)).toMatchObject({
      responses: 2,
      averages: { material: 4.5, assessment: 4.5, lecturer: 4.5 },
      overall: 4.5,
      previous: { responses: 1, overall: 4 },
      change: 0.5,
    });
    expect(rowOf(body, falling)).toMatchObject({ overall: 1, change: -4 });
    expect(rowOf(body, silent)).toMatchObject({ responses: 0, overall: null, change: null });
  });

  it('flags the lowest averages, the largest drops and few responses', async () => {
    const body = await overview();
    expect(rowOf(body, falling).attention).toEqual(
      expect.arrayContaining(['lowest-average', 'largest-drop', 'few-responses']),
    );
    expect(rowOf(body, steady).attention).not.toContain('largest-drop');
    expect(rowOf(body, silent).attention).toEqual([]);
  });

  it('totals the year and counts responses per week (weeks start on Monday)', async () => {
    const body = await overview();
    expect(body.totals).toMatchObject({ responses: 3, students: 3 });
    expect(body.totals.modulesWithoutResponses).toBe(
      body.modules.filter((row) => row.responses === 0).length,
    );
    expect(body.weeks).toEqual([
      { weekStart: '2026-03-02', responses: 2 },
      { weekStart: '2026-03-09', responses: 1 },
    ]);
  });

  it('has no previous year for the earliest year', async () => {
    const first = await createYear(server, 1950);
    const body = await overview(first);
    expect(body.previousYear).toBeNull();
    expect(body.modules.every((row) => row.previous === null && row.change === null)).toBe(true);
  });

  it('leaves hidden entries out and is made again when feedback changes', async () => {
    const before = await overview();
    const id = await submit(steady, thisYear, 0, '2026-03-10T12:00:00.000Z');
    const added = await overview();
    expect(rowOf(added, steady).responses).toBe(rowOf(before, steady).responses + 1);
    const hide = await api.post(`/api/moderation/hide/${id}/`, undefined, {
      token: scenario.staff.access,
    });
    expect(hide.status).toBe(204);
    const after = await overview();
    expect(rowOf(after, steady)).toEqual(rowOf(before, steady));
    expect(after.totals).toEqual(before.totals);
    expect(after.weeks).toEqual(before.weeks);
  });
});
