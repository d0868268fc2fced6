// The staff lists (GET /api/feedbacks/, GET /api/accounts/users/): the whole list without query
// parameters, as before; with any, one page, sorted and filtered by the server; a clear 400 for
// a parameter it cannot use; staff only.
import type {
  Feedback,
  Module,
  StaffListPage,
  UserRecord,
} from '@module-feedback/shared/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as FeedbackStaffList from '../src/feedback/staff-list';
import type * as UserStaffList from '../src/users/staff-list';
import {
  createModule,
  createSignedInAccount,
  createYear,
  feedbackBody,
  uniqueName,
  type SignedInAccount,
} from './support/fixtures';
import type { Client } from './support/http';
import { startInstancePair, startScenario } from './support/scenario';
import { targets, type Target, type TestServer } from './support/server';

/** Whole staff lists built (not sent from the cache) by every server in this file. */
const wholeListBuilds = vi.hoisted(() => ({ feedback: 0, accounts: 0 }));
vi.mock('../src/feedback/staff-list', async (importOriginal) => {
  const actual = await importOriginal<typeof FeedbackStaffList>();
  return {
    ...actual,
    everyFeedbackEntry(...args: Parameters<typeof FeedbackStaffList.everyFeedbackEntry>) {
      wholeListBuilds.feedback += 1;
      return actual.everyFeedbackEntry(...args);
    },
  };
});
vi.mock('../src/users/staff-list', async (importOriginal) => {
  const actual = await importOriginal<typeof UserStaffList>();
  return {
    ...actual,
    everyAccount(...args: Parameters<typeof UserStaffList.everyAccount>) {
      wholeListBuilds.accounts += 1;
      return actual.everyAccount(...args);
    },
  };
});

describe.each(targets())('staff lists on %s', (target: Target) => {
  let server: TestServer;
  let api: Client;
  let staff: SignedInAccount;
  let student: SignedInAccount;
  let modules: Module[];
  /** Ids of the entries this suite wrote, oldest first. */
  const written: number[] = [];

  beforeAll(async () => {
    ({ server, api, staff, student } = await startScenario(target));
    // Codes that sort differently from the order the modules were made in.
    modules = [
      await createModule(server, { code: uniqueName('ZZ').slice(0, 20) }),
      await createModule(server, { code: uniqueName('AA').slice(0, 20) }),
    ];
    const year = await createYear(server);
    const ratings = [2, 4.5, 3, 1];
    for (const [i, rating] of ratings.entries()) {
      const author = await createSignedInAccount(server, api, 'student');
      const reply = await api.post(
        '/api/newfeedback/',
        feedbackBody(modules[i % 2]!, year, { materialRating: rating }),
        { token: author.access },
      );
      expect(reply.status).toBe(201);
      written.push(reply.body.id as number);
    }
  });
  afterAll(() => server?.close());

  const asStaff = <T>(path: string) => api.get<T>(path, { token: staff.access });

  async function feedbackPage(query: string) {
    const reply = await asStaff<StaffListPage<Feedback>>(`/api/feedbacks/?${query}`);
    expect(reply.status).toBe(200);
    return reply.body;
  }

  async function userPage(query: string) {
    const reply = await asStaff<StaffListPage<UserRecord>>(`/api/accounts/users/?${query}`);
    expect(reply.status).toBe(200);
    return reply.body;
  }

  it('sends every entry as a plain array, oldest first, without query parameters', async () => {
    const reply = await asStaff<Feedback[]>('/api/feedbacks/');
    expect(reply.status).toBe(200);
    const ids = reply.body.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toEqual(expect.arrayContaining(written));
    expect(reply.body[0]).toHaveProperty('student');
  });

  it('pages the feedback list: pages never overlap and the count is the whole list’s', async () => {
    const whole = (await asStaff<Feedback[]>('/api/feedbacks/')).body;
    const first = await feedbackPage('page=1&pageSize=2');
    const second = await feedbackPage('page=2&pageSize=2');
    expect(first).toMatchObject({ count: whole.length, page: 1, pageSize: 2 });
    expect(first.results.map((entry) => entry.id)).toEqual(whole.slice(0, 2).map((e) => e.id));
    expect(second.results.map((entry) => entry.id)).toEqual(whole.slice(2, 4).map((e) => e.id));
    expect((await feedbackPage('page=1000')).results).toEqual([]);
  });

  it('filters the feedback list by module and year, and sorts it both ways', async () => {
    const [zz] = modules;
    const ofZz = await feedbackPage(`module=${zz!.code.toLowerCase()}`);
    expect(ofZz.count).toBe(2);
    expect(ofZz.results.map((entry) => entry.id)).toEqual([written[0], written[2]]);

    const byRating = await feedbackPage(`module=${zz!.code}&sort=materialRating&order=desc`);
    expect(byRating.results.map((entry) => entry.materialRating)).toEqual([3, 2]);

    const year = ofZz.results[0]!.academicYear.year;
    const byModule = await feedbackPage(`year=${year}&sort=module`);
    expect(byModule.count).toBe(4);
    expect(byModule.results.map((entry) => entry.module.id)).toEqual([
      modules[1]!.id,
      modules[1]!.id,
      modules[0]!.id,
      modules[0]!.id,
    ]);
    // Ties keep the oldest first, whichever way the list is sorted.
    const descending = await feedbackPage(`year=${year}&sort=module&order=desc`);
    expect(descending.results.map((entry) => entry.id)).toEqual([
      written[0],
      written[2],
      written[1],
      written[3],
    ]);
    expect((await feedbackPage('module=NOSUCHMODULE')).count).toBe(0);
  });

  it('pages, sorts and filters the users list', async () => {
    const prefix = uniqueName('pager');
    for (const name of ['carol', 'alice', 'bob']) {
      await createSignedInAccount(server, api, 'student', `${prefix}${name}`);
    }
    const found = await userPage(`search=${prefix.toUpperCase()}&sort=username`);
    expect(found.count).toBe(3);
    expect(found.results.map((record) => record.user.username.slice(prefix.length))).toEqual([
      expect.stringMatching(/^alice/),
      expect.stringMatching(/^bob/),
      expect.stringMatching(/^carol/),
    ]);
    const last = await userPage(`search=${prefix}&sort=username&order=desc&pageSize=1`);
    expect(last).toMatchObject({ count: 3, page: 1, pageSize: 1 });
    expect(last.results[0]!.user.username).toMatch(new RegExp(`^${prefix}carol`));

    const staffOnly = await userPage('role=staff&pageSize=200');
    expect(staffOnly.results.every((record) => record.user.is_staff)).toBe(true);
    expect(staffOnly.results.map((record) => record.id)).toContain(staff.account.id);
    const students = await userPage('role=student&pageSize=200');
    expect(students.results.some((record) => record.user.is_staff)).toBe(false);
    expect(staffOnly.count + students.count).toBe((await userPage('page=1')).count);
  });

  it('takes a search’s % and _ literally', async () => {
    expect((await userPage('search=%25')).count).toBe(0);
    expect((await userPage('search=_')).count).toBe(0);
  });

  it('sends every account as a plain array, oldest first, without query parameters', async () => {
    const reply = await asStaff<UserRecord[]>('/api/accounts/users/');
    expect(reply.status).toBe(200);
    const ids = reply.body.map((record) => record.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toContain(student.account.id);
  });

  it('sends the whole lists from memory while nothing they show changed', async () => {
    const lists = ['/api/feedbacks/', '/api/accounts/users/'];
    for (const path of lists) expect((await asStaff(path)).status).toBe(200);
    const builds = { ...wholeListBuilds };
    // A sign-in and reads change nothing either list shows.
    await createSignedInAccount(server, api, 'staff').then(() => undefined);
    const afterSignUp = { ...wholeListBuilds };
    for (const path of lists) expect((await asStaff(path)).status).toBe(200);
    expect(wholeListBuilds.feedback).toBe(builds.feedback);
    // The new account is shown: the users list alone is made again, once.
    expect(wholeListBuilds.accounts).toBe(afterSignUp.accounts + 1);
    for (const path of lists) expect((await asStaff(path)).status).toBe(200);
    expect(wholeListBuilds).toEqual({ ...afterSignUp, accounts: afterSignUp.accounts + 1 });
  });

  it('keeps the whole lists current: new, renumbered and removed accounts, new entries', async () => {
    const accountIds = async () =>
      (await asStaff<UserRecord[]>('/api/accounts/users/')).body.map((record) => record.id);
    const entries = async () => (await asStaff<Feedback[]>('/api/feedbacks/')).body;
    const before = await accountIds();
    expect(await accountIds()).toEqual(before);

    const author = await createSignedInAccount(server, api, 'student');
    expect(await accountIds()).toEqual([...before, author.account.id]);
    const year = await createYear(server);
    const module = await createModule(server);
    const reply = await api.post('/api/newfeedback/', feedbackBody(module, year), {
      token: author.access,
    });
    expect(reply.status).toBe(201);
    const id = reply.body.id as number;
    expect((await entries()).at(-1)).toMatchObject({ id, student: author.account.studentId });

    const numbered = 9_100_000 + (id % 100_000);
    await server.app.appContext.db
      .updateTable('users')
      .set({ student_id: numbered })
      .where('id', '=', author.account.id)
      .execute();
    expect((await entries()).at(-1)).toMatchObject({ id, student: numbered });
    expect(
      (await asStaff<UserRecord[]>('/api/accounts/users/')).body.find(
        (record) => record.id === author.account.id,
      ),
    ).toMatchObject({ studentId: numbered });

    const removed = await api.delete(`/api/accounts/deleteuser/${author.account.id}/`, {
      token: staff.access,
    });
    expect(removed.status).toBe(204);
    expect(await accountIds()).toEqual(before);
    // The entry stays, without its author.
    expect((await entries()).at(-1)).toMatchObject({ id, student: null });
  });

  it('answers a parameter it cannot use with a clear 400', async () => {
    for (const [path, message] of [
      ['/api/feedbacks/?sort=password', 'sort must be one of'],
      ['/api/feedbacks/?pageSize=0', 'pageSize must be 1 or more.'],
      ['/api/feedbacks/?pageSize=201', 'pageSize must be 200 or less.'],
      ['/api/feedbacks/?order=up', 'order must be asc or desc.'],
      ['/api/accounts/users/?role=admin', 'role must be staff or student.'],
      ['/api/accounts/users/?page=first', 'page must be a whole number.'],
    ] as const) {
      const reply = await asStaff<{ message: string }>(path);
      expect(reply.status, path).toBe(400);
      expect(JSON.stringify(reply.body), path).toContain(message);
    }
  });

  it('is for staff only, paged or not', async () => {
    for (const path of [
      '/api/feedbacks/',
      '/api/feedbacks/?page=1',
      '/api/accounts/users/',
      '/api/accounts/users/?page=1',
    ]) {
      expect((await api.get(path, { token: student.access })).status).toBe(403);
      expect((await api.get(path)).status).toBe(401);
    }
  });
});

describe.each(targets())('the whole staff lists across two instances on %s', (target) => {
  it('shows on one instance the accounts and feedback written through the other', async () => {
    // Each instance reads the revision for every request, so another's change shows at once.
    const everyRequest = { revisionCheckIntervalMs: 0 };
    const pair = await startInstancePair(target, everyRequest, everyRequest);
    try {
      const { first, viaFirst, viaSecond, staff } = pair;
      const asStaff = <T>(path: string) => viaSecond.get<T>(path, { token: staff.access });
      const accountIds = async () =>
        (await asStaff<UserRecord[]>('/api/accounts/users/')).body.map((record) => record.id);
      const entryIds = async () =>
        (await asStaff<Feedback[]>('/api/feedbacks/')).body.map((entry) => entry.id);
      const accountsBefore = await accountIds();
      const entriesBefore = await entryIds();

      const author = await createSignedInAccount(first, viaFirst, 'student');
      const reply = await viaFirst.post(
        '/api/newfeedback/',
        feedbackBody(await createModule(first), await createYear(first)),
        { token: author.access },
      );
      expect(reply.status).toBe(201);
      expect(await accountIds()).toEqual([...accountsBefore, author.account.id]);
      expect(await entryIds()).toEqual([...entriesBefore, reply.body.id]);
    } finally {
      await pair.close();
    }
  });
});
