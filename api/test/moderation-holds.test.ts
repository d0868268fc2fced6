// What moderation holds, on both databases: a hidden entry is under review, so its author can
// neither edit nor withdraw it (and cannot post it again), and its reports stay; nobody reports
// their own entry; reports are rate-limited per student; and hiding takes the entry out of
// its summary at once, never serving one made from the hidden text.
import {
  MODERATION_MESSAGES,
  OWN_FEEDBACK_MESSAGES,
  type AcademicYear,
  type ModerationQueueEntry,
  type Module,
  type OwnFeedback,
  type SummaryResponse,
  OWN_FEEDBACK_ROUTES,
  fillRoute,
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

const REPORTS_PER_STUDENT = 3;

describe.each(targets())('moderation holds on %s', (target) => {
  let server: TestServer;
  let api: Client;
  let staff: SignedInAccount;
  let module: Module;
  let year: AcademicYear;

  beforeAll(async () => {
    ({ server, api, staff } = await startScenario(target, {
      rateLimits: {
        loginPerAccount: { max: 10_000, windowMs: 60_000 },
        loginPerAddress: { max: 10_000, windowMs: 60_000 },
        refresh: { max: 10_000, windowMs: 60_000 },
        signup: { max: 10_000, windowMs: 60_000 },
        reports: { max: REPORTS_PER_STUDENT, windowMs: 60_000 },
        helpfulVotes: { max: 10_000, windowMs: 60_000 },
        remoteReports: { max: 10_000, windowMs: 60_000 },
      },
    }));
    module = await createModule(server, { lecturersNames: null });
    year = await createYear(server);
  });
  afterAll(() => server?.close());

  async function authorOf(fields: object = {}, on = module) {
    const author = await createSignedInAccount(server, api, 'student');
    const reply = await api.post<OwnFeedback>('/api/newfeedback/', feedbackBody(on, year, fields), {
      token: author.access,
    });
    expect(reply.status).toBe(201);
    return { author, id: reply.body.id };
  }
  const report = (id: number, reporter: SignedInAccount) =>
    api.post(`/api/reportfeedback/${id}/`, { reason: 'offensive' }, { token: reporter.access });
  const moderate = (action: 'hide' | 'unhide', id: number) =>
    api.post(`/api/moderation/${action}/${id}/`, undefined, { token: staff.access });

  it('holds a hidden entry: its author can neither edit nor withdraw it, nor post it again', async () => {
    const { author, id } = await authorOf({ materialFeedback: 'Something staff will hide.' });
    const reporter = await createSignedInAccount(server, api, 'student');
    expect((await report(id, reporter)).status).toBe(201);
    expect((await moderate('hide', id)).status).toBe(204);

    const edit = await api.put(
      fillRoute(OWN_FEEDBACK_ROUTES.entry, { id: id }),
      feedbackBody(module, year),
      {
        token: author.access,
      },
    );
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(OWN_FEEDBACK_MESSAGES.underReview);
    const withdraw = await api.delete(fillRoute(OWN_FEEDBACK_ROUTES.entry, { id: id }), {
      token: author.access,
    });
    expect(withdraw.status).toBe(409);
    expect(withdraw.body.message).toBe(OWN_FEEDBACK_MESSAGES.underReview);
    const again = await api.post('/api/newfeedback/', feedbackBody(module, year), {
      token: author.access,
    });
    expect(again.status).toBe(409);

    const mine = await api.get<OwnFeedback[]>('/api/feedbacks/mine/', { token: author.access });
    expect(mine.body).toEqual([
      expect.objectContaining({ id, underReview: true, editable: false, yearState: 'open' }),
    ]);
    // The report stays with the entry.
    const queue = await api.get<ModerationQueueEntry[]>('/api/moderation/queue/', {
      token: staff.access,
    });
    const held = queue.body.find((entry) => entry.feedback.id === id);
    expect(held?.reports.map((one) => one.reporter.id)).toEqual([reporter.account.id]);

    // Unhidden, the author may change it again.
    expect((await moderate('unhide', id)).status).toBe(204);
    const edited = await api.put<OwnFeedback>(
      fillRoute(OWN_FEEDBACK_ROUTES.entry, { id: id }),
      feedbackBody(module, year),
      {
        token: author.access,
      },
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ underReview: false, editable: true });
  });

  it('refuses a report of one’s own entry', async () => {
    const { author, id } = await authorOf();
    const own = await report(id, author);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(MODERATION_MESSAGES.ownEntry);
    const queue = await api.get<ModerationQueueEntry[]>('/api/moderation/queue/', {
      token: staff.access,
    });
    expect(queue.body.some((entry) => entry.feedback.id === id)).toBe(false);
  });

  it('limits how many reports one student sends, and not another’s', async () => {
    const reporter = await createSignedInAccount(server, api, 'student');
    const ids = [];
    for (let n = 0; n <= REPORTS_PER_STUDENT; n++) ids.push((await authorOf()).id);
    for (const id of ids.slice(0, REPORTS_PER_STUDENT)) {
      expect((await report(id, reporter)).status).toBe(201);
    }
    const over = await report(ids.at(-1)!, reporter);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(MODERATION_MESSAGES.tooManyReports);
    const other = await createSignedInAccount(server, api, 'student');
    expect((await report(ids.at(-1)!, other)).status).toBe(201);
  });

  it('takes a hidden entry out of its summary at once, never serving the one that quotes it', async () => {
    const quiet = await createModule(server, { lecturersNames: null });
    const summaryPath = `/api/summarize-feedback/${quiet.code}/${year.year}`;
    const { id } = await authorOf(
      { materialFeedback: 'The quokka diagrams were wonderful and clear.' },
      quiet,
    );
    await authorOf({ materialFeedback: 'The worked examples were clear.' }, quiet);
    await server.app.appContext.summaries.idle();
    const before = await api.get<SummaryResponse>(summaryPath);
    expect(JSON.stringify(before.body)).toContain('quokka');

    expect((await moderate('hide', id)).status).toBe(204);
    // No waiting: the very next answer is made without the hidden text.
    const after = await api.get<SummaryResponse>(summaryPath);
    expect(after.status).toBe(200);
    expect(JSON.stringify(after.body)).not.toContain('quokka');
    expect(after.body.details_material.students).toBe(1);
  });
});
