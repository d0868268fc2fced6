// The extra questions on both databases: hours per week (a whole number 0–40) and whether the
// student would recommend the module. Refused clearly when out of the rules, optional, stored
// and returned to the author and staff only, changed by an edit, and a module's year's figures
// for everyone that follow every change.
import {
  EXTRA_QUESTION_TEXTS,
  MESSAGES,
  type AcademicYear,
  type ExtraQuestionFigures,
  type Feedback,
  type Module,
  type OwnFeedback,
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

describe.each(targets())('extra questions on %s', (target) => {
  let server: TestServer;
  let api: Client;
  let staff: SignedInAccount;
  let year: AcademicYear;

  beforeAll(async () => {
    // Every request reads the data revision, so stale cached figures would show at once.
    ({ server, api, staff } = await startScenario(target, { revisionCheckIntervalMs: 0 }));
    year = await createYear(server);
  });
  afterAll(() => server?.close());

  /** A new student's entry on `module`, answered with `fields`. */
  async function submit(module: Module, fields: object) {
    const author = await createSignedInAccount(server, api, 'student');
    const reply = await api.post<OwnFeedback>(
      '/api/newfeedback/',
      feedbackBody(module, year, fields),
      { token: author.access },
    );
    expect(reply.status).toBe(201);
    return { author, entry: reply.body };
  }

  const figuresOf = async (module: Module) => {
    const reply = await api.get<ExtraQuestionFigures>(
      `/api/extra-questions/${module.code}/${year.year}`,
    );
    expect(reply.status).toBe(200);
    return reply.body;
  };

  it.each([41, -1, 2.5, 'x'])(
    'refuses %j hours per week with 400 and the rule at the field',
    async (hours) => {
      const module = await createModule(server);
      const author = await createSignedInAccount(server, api, 'student');
      const reply = await api.post(
        '/api/newfeedback/',
        feedbackBody(module, year, { hoursPerWeek: hours }),
        { token: author.access },
      );
      expect(reply.status).toBe(400);
      expect(reply.body.fields).toEqual({ hoursPerWeek: EXTRA_QUESTION_TEXTS.hoursPerWeekInvalid });
    },
  );

  it('refuses a recommendation other than yes, no or none with 400 at the field', async () => {
    const module = await createModule(server);
    const reply = await api.post(
      '/api/newfeedback/',
      feedbackBody(module, year, { wouldRecommend: 'maybe' }),
      { token: (await createSignedInAccount(server, api, 'student')).access },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({
      wouldRecommend: EXTRA_QUESTION_TEXTS.wouldRecommendInvalid,
    });
  });

  it('does not take the extra questions alone as a filled form', async () => {
    const module = await createModule(server);
    const reply = await api.post(
      '/api/newfeedback/',
      { academicYear: year.id, module: module.id, hoursPerWeek: 3, wouldRecommend: true },
      { token: (await createSignedInAccount(server, api, 'student')).access },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(MESSAGES.fillFormBeforeSubmit);
  });

  it('takes feedback without them, as not answered', async () => {
    const module = await createModule(server);
    const { entry } = await submit(module, {});
    expect(entry).toMatchObject({ hoursPerWeek: null, wouldRecommend: null });
  });

  it('stores the answers and returns them to the author and staff only', async () => {
    const module = await createModule(server);
    const { author, entry } = await submit(module, { hoursPerWeek: 0, wouldRecommend: false });
    expect(entry).toMatchObject({ hoursPerWeek: 0, wouldRecommend: false });

    const mine = await api.get<OwnFeedback[]>('/api/feedbacks/mine/', { token: author.access });
    expect(mine.body[0]).toMatchObject({ id: entry.id, hoursPerWeek: 0, wouldRecommend: false });

    const staffList = await api.get<Feedback[]>('/api/feedbacks/', { token: staff.access });
    expect(staffList.body.find((row) => row.id === entry.id)).toMatchObject({
      hoursPerWeek: 0,
      wouldRecommend: false,
    });
    const staffPage = await api.get<{ results: Feedback[] }>(
      `/api/feedbacks/?module=${module.code}&page=1`,
      { token: staff.access },
    );
    expect(staffPage.body.results[0]).toMatchObject({ hoursPerWeek: 0, wouldRecommend: false });

    for (const token of [undefined, author.access]) {
      const list = await api.get<Feedback[]>(`/api/feedback/${module.code}`, { token });
      expect(list.body[0]).not.toHaveProperty('hoursPerWeek');
      expect(list.body[0]).not.toHaveProperty('wouldRecommend');
    }
  });

  it('gives everyone the median hours and how many would recommend, over those who answered', async () => {
    const module = await createModule(server);
    await submit(module, { hoursPerWeek: 10, wouldRecommend: true });
    await submit(module, { hoursPerWeek: 2, wouldRecommend: true });
    await submit(module, { hoursPerWeek: 5, wouldRecommend: false });
    await submit(module, { hoursPerWeek: 40 });
    await submit(module, {});
    expect(await figuresOf(module)).toEqual({
      hoursPerWeek: { answered: 4, median: 7.5 },
      wouldRecommend: { answered: 3, yes: 2 },
    });
  });

  it('says nobody answered when nobody did', async () => {
    const module = await createModule(server);
    expect(await figuresOf(module)).toEqual({
      hoursPerWeek: { answered: 0, median: null },
      wouldRecommend: { answered: 0, yes: 0 },
    });
    await submit(module, {});
    expect(await figuresOf(module)).toEqual({
      hoursPerWeek: { answered: 0, median: null },
      wouldRecommend: { answered: 0, yes: 0 },
    });
  });

  it('changes the answers and the figures with an edit, and leaves hidden entries out', async () => {
    const module = await createModule(server);
    const { author, entry } = await submit(module, { hoursPerWeek: 3, wouldRecommend: false });
    await submit(module, { hoursPerWeek: 9, wouldRecommend: true });
    expect(await figuresOf(module)).toEqual({
      hoursPerWeek: { answered: 2, median: 6 },
      wouldRecommend: { answered: 2, yes: 1 },
    });

    const edited = await api.put<OwnFeedback>(
      `/api/feedbacks/mine/${entry.id}/`,
      feedbackBody(module, year, { hoursPerWeek: 5, wouldRecommend: true }),
      { token: author.access },
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ hoursPerWeek: 5, wouldRecommend: true });
    expect(await figuresOf(module)).toEqual({
      hoursPerWeek: { answered: 2, median: 7 },
      wouldRecommend: { answered: 2, yes: 2 },
    });

    const cleared = await api.put<OwnFeedback>(
      `/api/feedbacks/mine/${entry.id}/`,
      feedbackBody(module, year),
      { token: author.access },
    );
    expect(cleared.body).toMatchObject({ hoursPerWeek: null, wouldRecommend: null });
    expect(await figuresOf(module)).toEqual({
      hoursPerWeek: { answered: 1, median: 9 },
      wouldRecommend: { answered: 1, yes: 1 },
    });

    const refused = await api.put(
      `/api/feedbacks/mine/${entry.id}/`,
      feedbackBody(module, year, { hoursPerWeek: 41 }),
      { token: author.access },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ hoursPerWeek: EXTRA_QUESTION_TEXTS.hoursPerWeekInvalid });

    const mine = await api.get<OwnFeedback[]>('/api/feedbacks/mine/', { token: author.access });
    expect(mine.body[0]).toMatchObject({ hoursPerWeek: null, wouldRecommend: null });

    const other = (await api.get<Feedback[]>(`/api/feedback/${module.code}`)).body.find(
      (row) => row.id !== entry.id,
    )!;
    const hidden = await api.post(`/api/moderation/hide/${other.id}/`, undefined, {
      token: staff.access,
    });
    expect(hidden.status).toBe(204);
    expect(await figuresOf(module)).toEqual({
      hoursPerWeek: { answered: 0, median: null },
      wouldRecommend: { answered: 0, yes: 0 },
    });
  });

  it('answers 404 for an unknown module or year', async () => {
    const module = await createModule(server);
    expect((await api.get(`/api/extra-questions/NO-SUCH-MODULE/${year.year}`)).status).toBe(404);
    expect((await api.get(`/api/extra-questions/${module.code}/1066`)).status).toBe(404);
    expect((await api.get(`/api/extra-questions/${module.code}/soon`)).status).toBe(404);
  });
});
