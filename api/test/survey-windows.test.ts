// Academic years' survey windows on both databases: a year created early is upcoming and
// changes nothing for the one open now; feedback is written, edited and withdrawn only while
// its year is open; staff open and close a year now; the list shows each window and the
// published responses; years from before windows keep the old rule (the latest open).
import {
  SURVEY_WINDOW_TEXTS,
  type ListedAcademicYear,
  type Module,
  type OwnFeedback,
  OWN_FEEDBACK_ROUTES,
  fillRoute,
} from '@module-feedback/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/database';
import { createMigrator } from '../src/db/migrate';
import {
  createModule,
  createSignedInAccount,
  createYear,
  feedbackBody,
  type SignedInAccount,
} from './support/fixtures';
import { client, type Client } from './support/http';
import { startScenario } from './support/scenario';
import {
  createTestDatabase,
  startServer,
  targets,
  type TestDatabase,
  type TestServer,
} from './support/server';

describe.each(targets())('survey windows on %s', (target) => {
  let server: TestServer;
  let api: Client;
  let staff: SignedInAccount;
  let student: SignedInAccount;
  let module: Module;

  beforeAll(async () => {
    // Every request reads the data revision, so a stale cached list would show at once.
    ({ server, api, staff, student } = await startScenario(target, { revisionCheckIntervalMs: 0 }));
    module = await createModule(server, { lecturersNames: null });
  });
  afterAll(() => server?.close());

  const years = async () => (await api.get<ListedAcademicYear[]>('/api/academicyears/')).body;
  const yearOf = async (value: number) => (await years()).find((year) => year.year === value);
  const submit = (year: { id: number }, author = student, on = module) =>
    api.post('/api/newfeedback/', feedbackBody(on, year), { token: author.access });
  const windowAction = (action: 'open' | 'close', id: number, by = staff) =>
    api.post(`/api/academicyears/${id}/${action}/`, undefined, {
      token: by.access,
    });

  it('creating next year early changes nothing for the year open now', async () => {
    const current = await createYear(server, 2150);
    const author = await createSignedInAccount(server, api, 'student');
    const written = await submit(current, author);
    expect(written.status).toBe(201);

    // The spec's create call: only the year.
    const created = await api.post<ListedAcademicYear>(
      '/api/newyear/',
      { year: 2151 },
      { token: staff.access },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ year: 2151, opensAt: null, closesAt: null, responses: 0 });

    // The current entry can still be edited and withdrawn; the new year takes nothing yet.
    const edit = await api.put<OwnFeedback>(
      fillRoute(OWN_FEEDBACK_ROUTES.entry, { id: written.body.id }),
      feedbackBody(module, current, { materialRating: 1 }),
      { token: author.access },
    );
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ yearState: 'open', editable: true });
    const early = await submit(created.body, author);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      message: SURVEY_WINDOW_TEXTS.notOpenYet(2151),
      fields: { academicYear: SURVEY_WINDOW_TEXTS.notOpenYet(2151) },
    });
    // Results open on the latest year with published feedback: the list says which has some.
    expect(await yearOf(2150)).toMatchObject({ responses: 1, closesAt: null });
    expect(await yearOf(2151)).toMatchObject({ responses: 0 });
    const withdraw = await api.delete(
      fillRoute(OWN_FEEDBACK_ROUTES.entry, { id: written.body.id }),
      { token: author.access },
    );
    expect(withdraw.status).toBe(204);
    expect(await yearOf(2150)).toMatchObject({ responses: 0 });
  });

  it('lets staff open a year now and close it now; closed, its feedback no longer changes', async () => {
    const year = await createYear(server, 2160, 'upcoming');
    const opened = await windowAction('open', year.id);
    expect(opened.status).toBe(200);
    expect(Date.parse(opened.body.opensAt!)).toBeLessThanOrEqual(Date.now());
    expect(opened.body.closesAt).toBeNull();
    expect((await windowAction('open', year.id)).body.message).toBe(
      SURVEY_WINDOW_TEXTS.alreadyOpen,
    );

    const author = await createSignedInAccount(server, api, 'student');
    const written = await submit(year, author);
    expect(written.status).toBe(201);

    const closed = await windowAction('close', year.id);
    expect(closed.status).toBe(200);
    expect(Date.parse(closed.body.closesAt!)).toBeLessThanOrEqual(Date.now());
    const refusal = SURVEY_WINDOW_TEXTS.closedForChanges(2160);
    const edit = await api.put(
      fillRoute(OWN_FEEDBACK_ROUTES.entry, { id: written.body.id }),
      feedbackBody(module, year),
      {
        token: author.access,
      },
    );
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(refusal);
    const withdraw = await api.delete(
      fillRoute(OWN_FEEDBACK_ROUTES.entry, { id: written.body.id }),
      { token: author.access },
    );
    expect(withdraw.body.message).toBe(refusal);
    const late = await submit(year, await createSignedInAccount(server, api, 'student'));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(SURVEY_WINDOW_TEXTS.closed(2160));
    const own = await api.get<OwnFeedback[]>('/api/feedbacks/mine/', { token: author.access });
    expect(own.body[0]).toMatchObject({ yearState: 'closed', editable: false });

    expect((await windowAction('close', year.id)).status).toBe(409);
    // Opened again, the closing goes and the earlier opening stays.
    const reopened = await windowAction('open', year.id);
    expect(reopened.body).toMatchObject({ opensAt: opened.body.opensAt, closesAt: null });
  });

  it('keeps opening and closing to staff', async () => {
    const year = await createYear(server, 2170, 'upcoming');
    expect((await windowAction('open', year.id, student)).status).toBe(403);
    expect((await api.post(`/api/academicyears/${year.id}/open/`)).status).toBe(401);
    expect((await windowAction('open', 99_999_999)).status).toBe(404);
  });

  it('takes the window in the create and edit forms, keeps it when an edit leaves it out, and checks it', async () => {
    const opensAt = '2180-09-01T08:00:00+01:00';
    const created = await api.post<ListedAcademicYear>(
      '/api/newyear/',
      { year: 2180, opensAt, closesAt: '2181-07-01T00:00:00Z' },
      { token: staff.access },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      opensAt: '2180-09-01T07:00:00.000Z',
      closesAt: '2181-07-01T00:00:00.000Z',
    });
    const id = created.body.id;
    const edit = (body: object) => api.put(`/api/edityear/${id}/`, body, { token: staff.access });

    const onlyYear = await edit({ id, year: 2180 });
    expect(onlyYear.status).toBe(200);
    expect(onlyYear.body).toMatchObject({ opensAt: created.body.opensAt });

    const backwards = await edit({ year: 2180, closesAt: '2180-08-01T00:00:00Z' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toEqual({ closesAt: SURVEY_WINDOW_TEXTS.closesBeforeOpening });
    const notADate = await edit({ year: 2180, opensAt: 'next Tuesday' });
    expect(notADate.status).toBe(400);
    expect(notADate.body.fields).toHaveProperty('opensAt');

    const cleared = await edit({ year: 2180, opensAt: null, closesAt: '' });
    expect(cleared.body).toMatchObject({ opensAt: null, closesAt: null });
    expect(await yearOf(2180)).toMatchObject({ opensAt: null, closesAt: null });
  });

  it('counts only published feedback in the list, and follows hiding at once', async () => {
    const year = await createYear(server, 2190);
    const written = await submit(year, await createSignedInAccount(server, api, 'student'));
    expect(await yearOf(2190)).toMatchObject({ responses: 1 });
    await api.post(`/api/moderation/hide/${written.body.id}/`, undefined, { token: staff.access });
    expect(await yearOf(2190)).toMatchObject({ responses: 0 });
  });
});

describe.each(targets())('academic years from before survey windows, on %s', (target) => {
  let database: TestDatabase;
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('keep the old rule: the latest year is open, the earlier ones closed', async () => {
    database = await createTestDatabase(target);
    const connection = connectDatabase(database);
    try {
      const { error } = await createMigrator(connection).migrateTo('0009-moderation');
      expect(error).toBeUndefined();
      await connection.db
        .insertInto('academic_years')
        .values([{ year: 2024 }, { year: 2025 }] as never)
        .execute();
    } finally {
      await connection.db.destroy();
    }
    server = await startServer(target, {}, database);
    const listed = (await client(server.url).get<ListedAcademicYear[]>('/api/academicyears/')).body;
    expect(listed.map(({ year, opensAt, closesAt }) => ({ year, opensAt, closesAt }))).toEqual([
      { year: 2024, opensAt: null, closesAt: expect.any(String) },
      { year: 2025, opensAt: expect.any(String), closesAt: null },
    ]);
  });
});
