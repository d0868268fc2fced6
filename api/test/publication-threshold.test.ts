// The anonymity threshold on both databases: below MIN_RESPONSES_TO_PUBLISH a module's year's
// results (feedback lists, pages, summaries, extra-question figures, the overview's row,
// helpful votes) are withheld from visitors, students and leaders of other modules, and sent in
// full to staff and the module's own leaders; at the threshold everyone sees them. Cached
// answers never cross from one kind of caller to another, whatever order they ask in. The CSV
// exports stay staff's alone.
import {
  type AcademicYear,
  type Feedback,
  type FeedbackPage,
  type Module,
  type ResultsOverviewModule,
} from '@module-feedback/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createModule,
  createSignedInAccount,
  createYear,
  feedbackBody,
  makeLeader,
  type SignedInAccount,
} from './support/fixtures';
import type { Client } from './support/http';
import { startScenario } from './support/scenario';
import { targets, type TestServer } from './support/server';

const REQUIRED = 3;

describe.each(targets())('the anonymity threshold on %s', (target) => {
  let server: TestServer;
  let api: Client;
  let student: SignedInAccount;
  let staff: SignedInAccount;
  let leader: SignedInAccount;
  let otherLeader: SignedInAccount;
  /** Two entries: below the threshold. */
  let few: Module;
  /** Three entries: at the threshold. */
  let enough: Module;
  /** No entries: nothing to withhold. */
  let none: Module;
  let year: AcademicYear;
  const entries = new Map<number, number[]>();

  async function submit(module: Module) {
    const author = await createSignedInAccount(server, api, 'student');
    const reply = await api.post('/api/newfeedback/', feedbackBody(module, year), {
      token: author.access,
    });
    expect(reply.status).toBe(201);
    entries.set(module.id, [...(entries.get(module.id) ?? []), reply.body.id as number]);
  }

  beforeAll(async () => {
    ({ server, api, student, staff } = await startScenario(target, {
      minResponsesToPublish: REQUIRED,
    }));
    year = await createYear(server);
    few = await createModule(server);
    enough = await createModule(server);
    none = await createModule(server);
    for (let i = 0; i < 2; i += 1) await submit(few);
    for (let i = 0; i < 3; i += 1) await submit(enough);
    leader = await createSignedInAccount(server, api, 'student', 'leader');
    otherLeader = await createSignedInAccount(server, api, 'student', 'other');
    await makeLeader(server, leader, few);
    await makeLeader(server, otherLeader, enough);
  });
  afterAll(() => server?.close());

  type Who = 'visitor' | 'student' | 'leader of another module' | 'leader' | 'staff';
  const callers = (): Record<Who, string | undefined> => ({
    visitor: undefined,
    student: student.access,
    'leader of another module': otherLeader.access,
    leader: leader.access,
    staff: staff.access,
  });
  const withheldFrom: Who[] = ['visitor', 'student', 'leader of another module'];
  const seenBy: Who[] = ['leader', 'staff'];
  const withheld = { responses: 2, required: REQUIRED };

  /** Full callers first, so any answer they leave in the cache would reach the others. */
  const inCacheFillingOrder: Who[] = ['staff', 'leader', ...withheldFrom];

  it('sends no entry of a withheld year in the whole list, the year list or a page', async () => {
    for (const who of inCacheFillingOrder) {
      const token = callers()[who];
      const whole = await api.get<Feedback[]>(`/api/feedback/${few.code}`, { token });
      const ofYear = await api.get<Feedback[]>(`/api/feedback/${few.code}?year=${year.year}`, {
        token,
      });
      const page = await api.get<FeedbackPage>(
        `/api/feedback/${few.code}?year=${year.year}&page=1`,
        { token },
      );
      expect([whole.status, ofYear.status, page.status], who).toEqual([200, 200, 200]);
      if (seenBy.includes(who)) {
        expect(
          whole.body.map((entry) => entry.id),
          who,
        ).toEqual(entries.get(few.id));
        expect(
          ofYear.body.map((entry) => entry.id),
          who,
        ).toEqual(entries.get(few.id));
        expect(page.body.count, who).toBe(2);
        expect(page.body.withheld, who).toBeUndefined();
      } else {
        expect(whole.body, who).toEqual([]);
        expect(ofYear.body, who).toEqual([]);
        expect(page.body, who).toMatchObject({ count: 0, results: [], withheld });
        expect(JSON.stringify(page.body), who).not.toContain('Clear notes');
      }
    }
  });

  it('summarises a withheld year for no one but staff and its leaders', async () => {
    for (const who of inCacheFillingOrder) {
      const reply = await api.get(`/api/summarize-feedback/${few.code}/${year.year}`, {
        token: callers()[who],
      });
      expect(reply.status, who).toBe(200);
      if (seenBy.includes(who)) {
        expect(reply.body.withheld, who).toBeUndefined();
      } else {
        expect(reply.body.withheld, who).toEqual(withheld);
        expect(reply.body.summary_material, who).toBe('');
        expect(reply.body.details_material.points ?? [], who).toEqual([]);
      }
    }
  });

  it("withholds a withheld year's extra-question figures", async () => {
    for (const who of inCacheFillingOrder) {
      const reply = await api.get(`/api/extra-questions/${few.code}/${year.year}`, {
        token: callers()[who],
      });
      expect(reply.status, who).toBe(200);
      expect(reply.body.withheld, who).toEqual(seenBy.includes(who) ? undefined : withheld);
    }
  });

  it("shows a withheld module's overview row without averages", async () => {
    for (const who of inCacheFillingOrder) {
      const reply = await api.get<ResultsOverviewModule[]>(`/api/results-overview/${year.year}`, {
        token: callers()[who],
      });
      expect(reply.status, who).toBe(200);
      const row = reply.body.find((module) => module.code === few.code)!;
      const other = reply.body.find((module) => module.code === enough.code)!;
      expect(row.responses, who).toBe(2);
      if (seenBy.includes(who)) {
        expect(row.withheld, who).toBeUndefined();
        expect(row.averages.material, who).toBe(4.25);
      } else {
        expect(row.withheld, who).toEqual(withheld);
        expect(row.averages, who).toEqual({});
      }
      // At the threshold everyone sees the results; a module nobody answered has none to hide.
      expect(other.withheld, who).toBeUndefined();
      const empty = reply.body.find((module) => module.code === none.code)!;
      expect(empty, who).toMatchObject({ responses: 0, averages: { material: null } });
      expect(empty.withheld, who).toBeUndefined();
      expect(other.averages.material, who).toBe(4.25);
    }
  });

  it('sends a module at the threshold to everyone', async () => {
    for (const who of Object.keys(callers()) as Who[]) {
      const token = callers()[who];
      const list = await api.get<Feedback[]>(`/api/feedback/${enough.code}`, { token });
      expect(list.body, who).toHaveLength(3);
      const summary = await api.get(`/api/summarize-feedback/${enough.code}/${year.year}`, {
        token,
      });
      expect(summary.body.withheld, who).toBeUndefined();
      const figures = await api.get(`/api/extra-questions/${enough.code}/${year.year}`, { token });
      expect(figures.body.withheld, who).toBeUndefined();
    }
  });

  it('lets nobody but a reader of the texts mark a withheld review helpful', async () => {
    const [id] = entries.get(few.id)!;
    const refused = await api.put(`/api/helpful-votes/${id}/material/`, undefined, {
      token: student.access,
    });
    expect(refused.status).toBe(404);
    const allowed = await api.put(`/api/helpful-votes/${id}/material/`, undefined, {
      token: leader.access,
    });
    expect(allowed.status).toBe(200);
  });

  it('keeps the CSV exports for staff, who get every entry', async () => {
    const path = `/api/staff/exports/feedback/?module=${few.code}&year=${year.year}`;
    for (const who of ['visitor', 'student', 'leader'] as const) {
      const reply = await api.get(path, { token: callers()[who] });
      expect(reply.status, who).toBe(who === 'visitor' ? 401 : 403);
    }
    const csv = await api.get<string>(path, { token: staff.access });
    expect(csv.status).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(3);
  });

  it('publishes the year to everyone once it reaches the threshold, cached answers included', async () => {
    const visitorList = () => api.get<Feedback[]>(`/api/feedback/${few.code}`);
    expect((await visitorList()).body).toEqual([]);
    await submit(few);
    expect((await visitorList()).body).toHaveLength(3);
    const summary = await api.get(`/api/summarize-feedback/${few.code}/${year.year}`);
    expect(summary.body.withheld).toBeUndefined();
    const overview = await api.get<ResultsOverviewModule[]>(`/api/results-overview/${year.year}`);
    expect(overview.body.find((module) => module.code === few.code)!.withheld).toBeUndefined();
  });
});
