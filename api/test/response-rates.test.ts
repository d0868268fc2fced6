// The response rates of a year on both databases: responses against enrolment per module and in
// total (only enrolled students' responses count where there is enrolment), "no enrolment"
// instead of 0%, every week of the survey window with the rate reached by then, the modules a
// threshold flags, the reminders sent per module and round, staff only.
import {
  isBelowRate,
  type AcademicYear,
  type Module,
  type ResponseRates,
} from '@module-feedback/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mondayOf } from '../src/reporting/response-rates/rates';
import { answer, createStudent, enrol } from './support/enrolled-students';
import { createModule, createYear } from './support/fixtures';
import { startScenario, type Scenario } from './support/scenario';
import { targets, type TestServer } from './support/server';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

describe.each(targets())('response rates on %s', (target) => {
  let scenario: Scenario;
  let server: TestServer;
  let year: AcademicYear;
  let popular: Module;
  let quiet: Module;
  let unlisted: Module;

  const db = () => server.app.appContext.db;
  const rates = async (token = scenario.staff.access) =>
    scenario.api.get<ResponseRates>(`/api/staff/response-rates/${year.year}/`, { token });
  const rowOf = (body: ResponseRates, module: Module) =>
    body.modules.find((row) => row.moduleId === module.id)!;

  beforeAll(async () => {
    scenario = await startScenario(target);
    server = scenario.server;
    // Opened 20 days ago: three or four weeks so far, depending on the weekday.
    year = await createYear(server, 2400, { opensInDays: -20, closesInDays: null });
    popular = await createModule(server, { code: 'RATE101' });
    quiet = await createModule(server, { code: 'RATE102' });
    unlisted = await createModule(server, { code: 'RATE103' });
    const students = await Promise.all([1, 2, 3, 4].map(() => createStudent(db())));
    for (const student of students) await enrol(db(), student, popular, year);
    for (const student of students) await enrol(db(), student, quiet, year);
    // popular: 3 of 4 (one 20 days ago, one 13, one today); quiet: 1 of 4 (today).
    await answer(db(), students[0]!, popular, year, daysAgo(20));
    await answer(db(), students[1]!, popular, year, daysAgo(13));
    await answer(db(), students[2]!, popular, year, daysAgo(0));
    await answer(db(), students[0]!, quiet, year, daysAgo(0));
    // Answers on quiet before the enrolment left their authors out (a student who is not
    // enrolled, an account deleted since) are not among its enrolled students' responses.
    await answer(db(), await createStudent(db()), quiet, year, daysAgo(13));
    await answer(db(), null, quiet, year, daysAgo(0));
    // Responses on a module without enrolment count for it, not for the rates.
    await answer(db(), null, unlisted, year, daysAgo(13));
    await answer(db(), null, unlisted, year, daysAgo(13));
  });
  afterAll(() => scenario?.server.close());

  it('gives each module its responses against enrolment, and none without enrolment', async () => {
    const reply = await rates();
    expect(reply.status).toBe(200);
    expect(rowOf(reply.body, popular)).toMatchObject({ responses: 3, enrolled: 4, rate: 0.75 });
    expect(rowOf(reply.body, quiet)).toMatchObject({ responses: 1, enrolled: 4, rate: 0.25 });
    expect(rowOf(reply.body, unlisted)).toMatchObject({ responses: 2, enrolled: 0, rate: null });
    expect(reply.body.totals).toEqual({ responses: 4, enrolled: 8, rate: 0.5 });
  });

  it('flags the modules below the chosen rate, never one without enrolment', async () => {
    const { body } = await rates();
    const flagged = (threshold: number) =>
      [popular, quiet, unlisted]
        .filter((module) => isBelowRate(rowOf(body, module), threshold))
        .map((module) => module.code);
    expect(flagged(30)).toEqual(['RATE102']);
    expect(flagged(80)).toEqual(['RATE101', 'RATE102']);
    expect(flagged(0)).toEqual([]);
  });

  it('lists every week of the window so far with its responses and the rate reached', async () => {
    const { body } = await rates();
    const first = mondayOf(Date.now() - 20 * DAY_MS);
    const last = mondayOf(Date.now());
    expect(body.weeks[0]!.weekStart).toBe(first);
    expect(body.weeks.at(-1)!.weekStart).toBe(last);
    const mondays = body.weeks.map((week) => Date.parse(week.weekStart));
    for (let i = 1; i < mondays.length; i++) expect(mondays[i]! - mondays[i - 1]!).toBe(7 * DAY_MS);

    const inWeekOf = (daysBack: number) =>
      body.weeks.find((week) => week.weekStart === mondayOf(Date.now() - daysBack * DAY_MS))!;
    expect(inWeekOf(20).responses).toBe(1);
    expect(inWeekOf(13)).toMatchObject({ responses: 1, cumulative: 2, rate: 0.25 });
    expect(inWeekOf(0)).toMatchObject({ responses: 2, cumulative: 4, rate: 0.5 });
    expect(body.weeks.reduce((sum, week) => sum + week.responses, 0)).toBe(4);
  });

  it('shows when reminders went out, per module and round', async () => {
    const before = await rates();
    expect(rowOf(before.body, quiet).reminders).toEqual({ 1: null, 2: null });
    const sent = await scenario.api.post(`/api/staff/reminders/${year.year}/`, undefined, {
      token: scenario.staff.access,
    });
    // Three students have not answered quiet, one has not answered popular.
    expect(sent.body).toEqual({ mails: 3, reminders: 4 });
    const after = await rates();
    expect(rowOf(after.body, quiet).reminders[1]).toMatchObject({ count: 3 });
    expect(rowOf(after.body, popular).reminders[1]).toMatchObject({ count: 1 });
    expect(rowOf(after.body, popular).reminders[2]).toBeNull();
    const sentAt = Date.parse(rowOf(after.body, quiet).reminders[1]!.lastSentAt);
    expect(Math.abs(sentAt - Date.now())).toBeLessThan(60_000);
    await server.app.appContext.mailer.whenSent();
  });

  it('answers staff only, and 404 for a year that does not exist', async () => {
    expect((await rates(scenario.student.access)).status).toBe(403);
    expect(
      (await scenario.api.get('/api/staff/response-rates/1901/', { token: scenario.staff.access }))
        .status,
    ).toBe(404);
  });
});
