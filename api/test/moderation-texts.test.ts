// Moderation of one text, on both databases: reports name the text and, for "Something else",
// say what; only students with a confirmed address report; staff hide one aspect's text of an
// entry (gone from every public list, summary and export, the ratings kept), unhide it, and
// the record says which text; the author sees which of their texts is hidden.
import {
  MODERATION_MESSAGES,
  OWN_FEEDBACK_MESSAGES,
  REPORT_DETAILS_MAX_LENGTH,
  type AcademicYear,
  type Feedback,
  type Module,
  type ModerationAction,
  type ModerationQueueEntry,
  type OwnFeedback,
} from '@module-feedback/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSourceTexts } from '../src/feedback-summaries/summary-source';
import { moduleFiguresOfYear } from '../src/reporting/year-figures';
import { createAccount } from '../src/users/accounts';
import {
  PASSWORD,
  createSignedInAccount,
  feedbackBody,
  login,
  uniqueName,
  type SignedInAccount,
} from './support/fixtures';
import type { Client } from './support/http';
import { startCourseScenario } from './support/scenario';
import { targets, type TestServer } from './support/server';

describe.each(targets())('moderation of one text on %s', (target) => {
  let server: TestServer;
  let api: Client;
  let student: SignedInAccount;
  let staff: SignedInAccount;
  let module: Module;
  let year: AcademicYear;

  beforeAll(async () => {
    ({ server, api, student, staff, module, year } = await startCourseScenario(target));
  });
  afterAll(() => server?.close());

  /** A new student's entry with two texts; returns it and its author. */
  async function submit(materialFeedback: string, assessmentFeedback = 'Fair coursework.') {
    const author = await createSignedInAccount(server, api, 'student');
    const reply = await api.post(
      '/api/newfeedback/',
      feedbackBody(module, year, {
        materialFeedback,
        materialRating: 1,
        assessmentFeedback,
        assessmentRating: 4,
      }),
      { token: author.access },
    );
    expect(reply.status).toBe(201);
    return { id: reply.body.id as number, author };
  }

  const report = (id: number, body: object, by: SignedInAccount = student) =>
    api.post(`/api/reportfeedback/${id}/`, body, { token: by.access });
  const actOnText = (action: 'hide' | 'unhide', id: number, aspect: string) =>
    api.post(`/api/moderation/${action}/${id}/${aspect}/`, undefined, { token: staff.access });
  const queueEntry = async (id: number) => {
    const reply = await api.get<ModerationQueueEntry[]>('/api/moderation/queue/', {
      token: staff.access,
    });
    return reply.body.find((entry) => entry.feedback.id === id);
  };
  const publicEntry = async (id: number, path = `/api/feedback/${module.code}`) => {
    const reply = await api.get<Feedback[]>(path, { token: student.access });
    expect(reply.status).toBe(200);
    return reply.body.find((entry) => entry.id === id);
  };
  const exported = async () => {
    const reply = await api.get<string>(`/api/staff/exports/feedback/?module=${module.code}`, {
      token: staff.access,
    });
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const figures = async () =>
    (await moduleFiguresOfYear(server.app.appContext.db, year.id)).find(
      (row) => row.moduleId === module.id,
    )!;

  it('records the reported text and, for "Something else", what is wrong; staff see both', async () => {
    const { id } = await submit('Text reported for another reason.');
    const reply = await report(id, {
      reason: 'other',
      aspect: 'assessment',
      details: '  It quotes a private email.  ',
    });
    expect(reply.status).toBe(201);
    const entry = await queueEntry(id);
    expect(entry?.reports).toEqual([
      expect.objectContaining({
        reason: 'other',
        aspect: 'assessment',
        details: 'It quotes a private email.',
      }),
    ]);
  });

  it('refuses "Something else" without words, or with too many, saying so at the field', async () => {
    const { id } = await submit('Text reported without words.');
    for (const details of [undefined, null, '   ']) {
      const refused = await report(id, { reason: 'other', aspect: 'material', details });
      expect(refused.status).toBe(400);
      expect(refused.body.fields.details).toContain(MODERATION_MESSAGES.detailsRequired);
    }
    const long = await report(id, {
      reason: 'other',
      aspect: 'material',
      details: 'x'.repeat(REPORT_DETAILS_MAX_LENGTH + 1),
    });
    expect(long.status).toBe(400);
    expect(long.body.fields.details).toContain(MODERATION_MESSAGES.detailsTooLong);
    const unknownAspect = await report(id, { reason: 'spam', aspect: 'catering' });
    expect(unknownAspect.status).toBe(400);
    expect(unknownAspect.body.fields).toHaveProperty('aspect');
    // Nothing was stored: the student may still report it, and other reasons need no words.
    expect((await report(id, { reason: 'spam', aspect: 'material' })).status).toBe(201);
  });

  it('refuses a report from a student whose address is not confirmed', async () => {
    const { id } = await submit('Text an unconfirmed student reports.');
    const ctx = server.app.appContext;
    const username = uniqueName('unconfirmed');
    await createAccount(ctx.db, {
      username,
      email: `${username}@example.test`,
      passwordHash: await ctx.passwords.hash(PASSWORD),
      isStaff: false,
      emailVerified: false,
    });
    const tokens = await login(api, username);
    const refused = await api.post(
      `/api/reportfeedback/${id}/`,
      { reason: 'spam', aspect: 'material' },
      { token: tokens.access },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MODERATION_MESSAGES.notVerified);
    expect(await queueEntry(id)).toBeUndefined();
  });

  it('hides one text: gone from lists, summary and export, the ratings and other texts kept', async () => {
    const hiddenText = 'Insulting words about a tutor.';
    const { id } = await submit(hiddenText, 'Assessment text that stays.');
    const listPath = `/api/feedback/${module.code}`;
    const yearPath = `${listPath}?year=${year.year}`;
    // Cached before hiding: the caches must notice.
    expect((await publicEntry(id))?.materialFeedback).toBe(hiddenText);
    expect((await publicEntry(id, yearPath))?.materialFeedback).toBe(hiddenText);
    const before = await figures();

    expect((await actOnText('hide', id, 'material')).status).toBe(204);

    for (const path of [listPath, yearPath]) {
      const entry = await publicEntry(id, path);
      expect(entry).toMatchObject({
        materialRating: 1,
        materialFeedback: null,
        assessmentRating: 4,
        assessmentFeedback: 'Assessment text that stays.',
      });
    }
    const anonymous = await api.get<Feedback[]>(listPath);
    expect(JSON.stringify(anonymous.body)).not.toContain(hiddenText);
    const after = await figures();
    expect(after.responses).toBe(before.responses);
    expect(after.averages).toEqual(before.averages);

    const source = await readSourceTexts(server.app.appContext.db, module.id, year.id);
    expect(source.aspects.material.ids).not.toContain(id);
    expect(source.aspects.material.texts).not.toContain(hiddenText);
    expect(source.aspects.assessment.ids).toContain(id);

    const csv = await exported();
    expect(csv).not.toContain(hiddenText);
    expect(csv).toContain('Assessment text that stays.');

    // Staff still read it, and see which text is hidden; the entry itself is published.
    const queued = await queueEntry(id);
    expect(queued).toMatchObject({ hiddenAt: null, hiddenTexts: ['material'] });
    expect(queued?.feedback.materialFeedback).toBe(hiddenText);

    // Students cannot report a text they cannot see, but may report the entry's other text.
    expect((await report(id, { reason: 'spam', aspect: 'material' })).status).toBe(404);
    expect((await report(id, { reason: 'spam', aspect: 'assessment' })).status).toBe(201);
  });

  it('unhides the text: back in the list and the summary', async () => {
    const { id } = await submit('Hidden by mistake, shown again.');
    const db = server.app.appContext.db;
    await actOnText('hide', id, 'material');
    const hiddenFingerprint = (await readSourceTexts(db, module.id, year.id)).fingerprint;
    expect((await publicEntry(id))?.materialFeedback).toBeNull();
    expect((await actOnText('unhide', id, 'material')).status).toBe(204);
    expect((await publicEntry(id))?.materialFeedback).toBe('Hidden by mistake, shown again.');
    const source = await readSourceTexts(db, module.id, year.id);
    expect(source.fingerprint).not.toBe(hiddenFingerprint);
    expect(source.aspects.material.ids).toContain(id);
    expect(await queueEntry(id)).toBeUndefined();
  });

  it('answers a repeated, textless or unknown text action clearly', async () => {
    const { id } = await submit('Acted on twice.', '');
    expect((await actOnText('hide', id, 'material')).status).toBe(204);
    const twice = await actOnText('hide', id, 'material');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(MODERATION_MESSAGES.textAlreadyHidden);
    const notHidden = await actOnText('unhide', id, 'lecturer');
    expect(notHidden.status).toBe(409);
    expect(notHidden.body.message).toBe(MODERATION_MESSAGES.textNotHidden);
    const noText = await actOnText('hide', id, 'assessment');
    expect(noText.status).toBe(409);
    expect(noText.body.message).toBe(MODERATION_MESSAGES.noText);
    expect((await actOnText('hide', id, 'catering')).status).toBe(404);
    expect((await actOnText('hide', 2_000_000, 'material')).status).toBe(404);
    const asStudent = await api.post(`/api/moderation/hide/${id}/material/`, undefined, {
      token: student.access,
    });
    expect(asStudent.status).toBe(403);
  });

  it('records which text an action was on, and the whole entry as no text', async () => {
    const { id } = await submit('Audited text.');
    await actOnText('hide', id, 'assessment');
    await actOnText('unhide', id, 'assessment');
    await api.post(`/api/moderation/hide/${id}/`, undefined, { token: staff.access });
    const reply = await api.get<ModerationAction[]>('/api/moderation/actions/', {
      token: staff.access,
    });
    const ofEntry = reply.body.filter((action) => action.feedbackId === id);
    expect(ofEntry.map(({ action, aspect }) => [action, aspect])).toEqual([
      ['hide', null],
      ['unhide', 'assessment'],
      ['hide', 'assessment'],
    ]);
  });

  it('shows the author which text staff hid, and holds the entry under review', async () => {
    const { id, author } = await submit('My text that staff hide.');
    await actOnText('hide', id, 'material');
    const mine = await api.get<OwnFeedback[]>('/api/feedbacks/mine/', { token: author.access });
    expect(mine.body.find((entry) => entry.id === id)).toMatchObject({
      materialFeedback: 'My text that staff hide.',
      hiddenTexts: ['material'],
      underReview: true,
      editable: false,
    });
    const edit = await api.put(`/api/feedbacks/mine/${id}/`, feedbackBody(module, year), {
      token: author.access,
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(OWN_FEEDBACK_MESSAGES.underReview);
  });
});
