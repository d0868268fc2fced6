// A student's own feedback: listing it, editing it and withdrawing it — ownership, the
// survey window, the same validation as submitting, and lists and summaries that follow.
import {
  OWN_FEEDBACK_MESSAGES,
  MESSAGES,
  SURVEY_WINDOW_TEXTS,
  lecturerNameProblem,
  type AcademicYear,
  type Module,
  type OwnFeedback,
  type SummaryResponse,
} from '@module-feedback/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createModule,
  createSignedInAccount,
  createYear,
  feedbackBody,
  type SignedInAccount,
} from './support/fixtures';
import type { Client } from './support/http';
import { startScenario } from './support/scenario';
import { targets, type TestServer } from './support/server';

describe.each(targets())('own feedback on %s', (target) => {
  let server: TestServer;
  let api: Client;
  let staff: SignedInAccount;
  let module: Module;
  let earlier: AcademicYear;
  let latest: AcademicYear;

  beforeAll(async () => {
    // Every request reads the data revision, so a stale cached list would show at once.
    ({ server, api, staff } = await startScenario(target, { revisionCheckIntervalMs: 0 }));
    module = await createModule(server, { lecturersNames: 'Dr Grace Hopper' });
    earlier = await createYear(server, 2090);
    latest = await createYear(server, 2091);
  });
  afterAll(() => server?.close());

  /** A new student with one entry on `module` in `year`. */
  async function author(year: AcademicYear, fields: object = {}) {
    const student = await createSignedInAccount(server, api, 'student');
    const reply = await api.post<OwnFeedback>(
      '/api/newfeedback/',
      feedbackBody(module, year, fields),
      {
        token: student.access,
      },
    );
    expect(reply.status).toBe(201);
    return { student, entry: reply.body };
  }

  const mine = async (student: SignedInAccount) =>
    (await api.get<OwnFeedback[]>('/api/feedbacks/mine/', { token: student.access })).body;
  const entryPath = (id: number) => `/api/feedbacks/mine/${id}/`;
  const listOfLatest = async (token?: string) =>
    (await api.get(`/api/feedback/${module.code}?year=${latest.year}`, { token })).body as {
      id: number;
      materialRating: number | null;
    }[];

  /** Staff close the year's survey window now. */
  async function closeNow(year: AcademicYear) {
    const reply = await api.post(`/api/academicyears/${year.id}/close/`, undefined, {
      token: staff.access,
    });
    expect(reply.status).toBe(200);
  }

  it('lists only the student’s own entries, newest year first, with lecturer fields and edit state', async () => {
    const { student, entry: old } = await author(earlier);
    const recent = await api.post('/api/newfeedback/', feedbackBody(module, latest), {
      token: student.access,
    });
    await author(latest);
    await closeNow(earlier);
    const list = await mine(student);
    expect(list.map((own) => own.id)).toEqual([recent.body.id, old.id]);
    expect(list[0]).toMatchObject({
      module: { id: module.id, code: module.code },
      academicYear: latest,
      lecturerRating: 5,
      lecturerFeedback: 'Engaging lectures.',
      editedAt: null,
      yearState: 'open',
      underReview: false,
      editable: true,
    });
    expect(list[0]).not.toHaveProperty('student');
    expect(list[1]).toMatchObject({
      academicYear: earlier,
      yearState: 'closed',
      underReview: false,
      editable: false,
    });
    const fresh = await createSignedInAccount(server, api, 'student');
    expect(await mine(fresh)).toEqual([]);
  });

  it('is for signed-in students only', async () => {
    expect((await api.get('/api/feedbacks/mine/')).status).toBe(401);
    expect((await api.get('/api/feedbacks/mine/', { token: staff.access })).status).toBe(403);
    const reply = await api.get('/api/feedbacks/mine/', {
      token: (await createSignedInAccount(server, api, 'student')).access,
    });
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });

  it('edits an entry: new values, the submit date kept, the edit time recorded, lists fresh', async () => {
    const { student, entry } = await author(latest, { materialRating: 1 });
    const before = await listOfLatest();
    expect(before.find((listed) => listed.id === entry.id)?.materialRating).toBe(1);

    const reply = await api.put<OwnFeedback>(
      entryPath(entry.id),
      feedbackBody(module, latest, { materialRating: 4.75, materialFeedback: 'Better now.' }),
      { token: student.access },
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: entry.id,
      materialRating: 4.75,
      materialFeedback: 'Better now.',
      submitDate: entry.submitDate,
      editable: true,
    });
    expect(Date.parse(reply.body.editedAt!)).toBeGreaterThanOrEqual(Date.parse(entry.submitDate));
    expect((await mine(student))[0]).toEqual(reply.body);
    // Both the anonymous and the signed-in cached lists show the edit.
    for (const token of [undefined, student.access]) {
      const after = await listOfLatest(token);
      expect(after.find((listed) => listed.id === entry.id)?.materialRating).toBe(4.75);
    }
  });

  it('checks an edit like a submission: empty form, bad rating, lecturer name, moved entry', async () => {
    const { student, entry } = await author(latest);
    const put = (fields: object, year = latest) =>
      api.put(entryPath(entry.id), feedbackBody(module, year, fields), { token: student.access });
    const empty = await put({
      materialRating: null,
      materialFeedback: null,
      assessmentRating: null,
      assessmentFeedback: null,
      lecturerRating: null,
      lecturerFeedback: null,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain(MESSAGES.fillFormBeforeSubmit);
    expect((await put({ materialRating: 4.1 })).status).toBe(400);
    const named = await put({ lecturerFeedback: 'Grace explains well.' });
    expect(named.status).toBe(400);
    expect(named.body.fields).toEqual({
      lecturerFeedback: lecturerNameProblem('lecturer', ['Grace']),
    });
    const moved = await put({}, earlier);
    expect(moved.status).toBe(400);
    expect(moved.body).toMatchObject({
      message: OWN_FEEDBACK_MESSAGES.moduleOrYearChanged,
      fields: { academicYear: OWN_FEEDBACK_MESSAGES.moduleOrYearChanged },
    });
    // Nothing was changed by the refused edits.
    expect((await mine(student))[0]).toMatchObject({ materialRating: 4.25, editedAt: null });
  });

  it('refuses another student’s entry and unknown ids as not found', async () => {
    const { entry } = await author(latest);
    const other = await createSignedInAccount(server, api, 'student');
    for (const id of [entry.id, 99999999]) {
      const edit = await api.put(entryPath(id), feedbackBody(module, latest), {
        token: other.access,
      });
      expect(edit.status).toBe(404);
      expect(edit.body.message).toBe(OWN_FEEDBACK_MESSAGES.notFound);
      expect((await api.delete(entryPath(id), { token: other.access })).status).toBe(404);
    }
    expect((await api.delete(entryPath(entry.id), { token: staff.access })).status).toBe(403);
    expect((await api.delete(entryPath(entry.id))).status).toBe(401);
    expect((await listOfLatest()).some((listed) => listed.id === entry.id)).toBe(true);
  });

  it('keeps entries of a year whose window has closed as they are, with a clear 409', async () => {
    const closing = await createYear(server, 2092);
    const { student, entry } = await author(closing);
    await closeNow(closing);
    const edit = await api.put(entryPath(entry.id), feedbackBody(module, closing), {
      token: student.access,
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(SURVEY_WINDOW_TEXTS.closedForChanges(2092));
    const withdraw = await api.delete(entryPath(entry.id), { token: student.access });
    expect(withdraw.status).toBe(409);
    expect(withdraw.body.message).toBe(SURVEY_WINDOW_TEXTS.closedForChanges(2092));
    expect((await mine(student)).map((own) => own.id)).toEqual([entry.id]);
  });

  it('withdraws an entry: gone from the student’s list, the module’s lists and its summary', async () => {
    const quiet = await createModule(server, { lecturersNames: null });
    const student = await createSignedInAccount(server, api, 'student');
    const submitted = await api.post<OwnFeedback>(
      '/api/newfeedback/',
      feedbackBody(quiet, latest, { materialFeedback: 'The labs were superb.' }),
      { token: student.access },
    );
    const summaryPath = `/api/summarize-feedback/${quiet.code}/${latest.year}`;
    await server.app.appContext.summaries.idle();
    expect((await api.get<SummaryResponse>(summaryPath)).body.summary_material).toBe(
      'The labs were superb.',
    );
    const listPath = `/api/feedback/${quiet.code}?year=${latest.year}`;
    expect((await api.get(listPath)).body).toHaveLength(1);

    const reply = await api.delete(entryPath(submitted.body.id), { token: student.access });
    expect(reply.status).toBe(204);
    expect(await mine(student)).toEqual([]);
    expect((await api.get(listPath)).body).toEqual([]);
    await server.app.appContext.summaries.idle();
    expect((await api.get<SummaryResponse>(summaryPath)).body.summary_material).toBe('');
    // Withdrawn, the module and year are free to be rated again.
    const again = await api.post('/api/newfeedback/', feedbackBody(quiet, latest), {
      token: student.access,
    });
    expect(again.status).toBe(201);
  });

  it('an edit makes the summary again', async () => {
    const quiet = await createModule(server, { lecturersNames: null });
    const student = await createSignedInAccount(server, api, 'student');
    const submitted = await api.post<OwnFeedback>(
      '/api/newfeedback/',
      feedbackBody(quiet, latest, { materialFeedback: 'The labs were superb.' }),
      { token: student.access },
    );
    const summaryPath = `/api/summarize-feedback/${quiet.code}/${latest.year}`;
    await server.app.appContext.summaries.idle();
    expect((await api.get<SummaryResponse>(summaryPath)).body.summary_material).toBe(
      'The labs were superb.',
    );
    await api.put(
      entryPath(submitted.body.id),
      feedbackBody(quiet, latest, { materialFeedback: 'The slides were dull.' }),
      { token: student.access },
    );
    await server.app.appContext.summaries.idle();
    expect((await api.get<SummaryResponse>(summaryPath)).body.summary_material).toBe(
      'The slides were dull.',
    );
  });
});
