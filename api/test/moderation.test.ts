// Moderation on both databases: students report published entries (once each), staff read the
// queue and the audit, hide, unhide and dismiss; a hidden entry is gone from every public list,
// count, average and summary (cached ones included) but kept for staff.
import {
  MODERATION_MESSAGES,
  type AcademicYear,
  type Module,
  type ModerationAction,
  type ModerationQueueEntry,
} from '@module-feedback/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSourceTexts } from '../src/feedback-summaries/summary-source';
import { moduleFiguresOfYear } from '../src/reporting/year-figures';
import { createSignedInAccount, feedbackBody, type SignedInAccount } from './support/fixtures';
import type { Client } from './support/http';
import { startCourseScenario } from './support/scenario';
import { targets, type TestServer } from './support/server';

describe.each(targets())('moderation on %s', (target) => {
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

  /** A new student's entry; returns its id. */
  async function submit(materialFeedback: string, materialRating = 4): Promise<number> {
    const author = await createSignedInAccount(server, api, 'student');
    const reply = await api.post(
      '/api/newfeedback/',
      feedbackBody(module, year, { materialFeedback, materialRating }),
      { token: author.access },
    );
    expect(reply.status).toBe(201);
    return reply.body.id as number;
  }

  const report = (id: number, reason: string, by: SignedInAccount | undefined = student) =>
    api.post(`/api/reportfeedback/${id}/`, { reason }, { token: by?.access });
  const act = (action: 'hide' | 'unhide' | 'dismiss', id: number, by = staff) =>
    api.post(`/api/moderation/${action}/${id}/`, undefined, { token: by.access });
  const queue = async () => {
    const reply = await api.get<ModerationQueueEntry[]>('/api/moderation/queue/', {
      token: staff.access,
    });
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const publicIds = async (path: string) => {
    const reply = await api.get(path);
    expect(reply.status).toBe(200);
    const list = (Array.isArray(reply.body) ? reply.body : reply.body.results) as { id: number }[];
    return list.map((entry) => entry.id);
  };

  it('lets a signed-in student report an entry once, with a reason from the list', async () => {
    const id = await submit('Reported once.');
    const first = await report(id, 'offensive');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ feedback: id, reason: 'offensive' });

    const again = await report(id, 'spam');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MODERATION_MESSAGES.alreadyReported);

    const other = await createSignedInAccount(server, api, 'student');
    expect((await report(id, 'spam', other)).status).toBe(201);
  });

  it('refuses an unknown reason, an unknown entry, anonymous callers and staff', async () => {
    const id = await submit('Not reportable by everyone.');
    const badReason = await report(id, 'boring');
    expect(badReason.status).toBe(400);
    expect(badReason.body.fields).toHaveProperty('reason');
    expect((await report(2_000_000, 'spam')).status).toBe(404);
    expect((await api.post(`/api/reportfeedback/${id}/`, { reason: 'spam' })).status).toBe(401);
    expect((await report(id, 'spam', staff)).status).toBe(403);
  });

  it('keeps the queue, the audit and every staff action to staff', async () => {
    const id = await submit('Staff only.');
    for (const path of ['/api/moderation/queue/', '/api/moderation/actions/']) {
      expect((await api.get(path)).status).toBe(401);
      expect((await api.get(path, { token: student.access })).status).toBe(403);
    }
    for (const action of ['hide', 'unhide', 'dismiss'] as const) {
      expect((await api.post(`/api/moderation/${action}/${id}/`)).status).toBe(401);
      expect((await act(action, id, student)).status).toBe(403);
    }
  });

  it('lists reported entries newest first, with texts, reports and reporters', async () => {
    const older = await submit('Older reported text.');
    const newer = await submit('Newer reported text.');
    await report(older, 'personal');
    await report(newer, 'spam');
    const entries = await queue();
    const ids = entries.map((entry) => entry.feedback.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    const entry = entries.find((candidate) => candidate.feedback.id === older)!;
    expect(entry.feedback.materialFeedback).toBe('Older reported text.');
    expect(entry.openReports).toBe(1);
    expect(entry.hiddenAt).toBeNull();
    expect(entry.reports).toEqual([
      expect.objectContaining({
        reason: 'personal',
        dismissedAt: null,
        reporter: {
          id: student.account.id,
          username: student.account.user.username,
          studentId: student.account.studentId,
        },
      }),
    ]);
  });

  it('never tells the public who reported an entry or that it was reported', async () => {
    const id = await submit('A quiet text.');
    expect(
      (
        await api.post(
          `/api/reportfeedback/${id}/`,
          { reason: 'other', aspect: 'material', details: 'Reads like an advert.' },
          { token: student.access },
        )
      ).status,
    ).toBe(201);
    const reply = await api.get(`/api/feedback/${module.code}`, { token: student.access });
    const entry = (reply.body as { id: number }[]).find((candidate) => candidate.id === id);
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry)).not.toMatch(/report|reason|username|advert/i);
  });

  it('dismisses the open reports: the entry leaves the queue and cannot be reported again', async () => {
    const id = await submit('Harmless text.');
    await report(id, 'spam');
    expect((await act('dismiss', id)).status).toBe(204);
    expect((await queue()).map((entry) => entry.feedback.id)).not.toContain(id);
    const again = await act('dismiss', id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MODERATION_MESSAGES.noOpenReports);
    expect((await report(id, 'offensive')).status).toBe(409);
  });

  it('hides an entry from every public list, count, average and summary, and keeps it for staff', async () => {
    const kept = await submit('A fair and useful module.', 5);
    const hidden = await submit('Hateful words about someone.', 0);
    const listPath = `/api/feedback/${module.code}`;
    const pagePath = `/api/feedback/${module.code}?year=${year.year}&page=1`;
    // Cached before hiding: the cache must notice.
    expect(await publicIds(listPath)).toContain(hidden);
    const countBefore = (await api.get(pagePath)).body.count as number;
    const figuresBefore = (await moduleFiguresOfYear(server.app.appContext.db, year.id)).find(
      (figures) => figures.moduleId === module.id,
    )!;

    await report(hidden, 'offensive');
    expect((await act('hide', hidden)).status).toBe(204);

    expect(await publicIds(listPath)).not.toContain(hidden);
    expect(await publicIds(listPath)).toContain(kept);
    expect(await publicIds(`${listPath}?year=${year.year}`)).not.toContain(hidden);
    const page = await api.get(pagePath);
    expect(page.body.count).toBe(countBefore - 1);
    expect((page.body.results as { id: number }[]).map((entry) => entry.id)).not.toContain(hidden);

    const figuresAfter = (await moduleFiguresOfYear(server.app.appContext.db, year.id)).find(
      (figures) => figures.moduleId === module.id,
    )!;
    expect(figuresAfter.responses).toBe(figuresBefore.responses - 1);
    expect(figuresAfter.averages.material).toBeGreaterThan(figuresBefore.averages.material!);

    const source = await readSourceTexts(server.app.appContext.db, module.id, year.id);
    expect(source.aspects.material.ids).toContain(kept);
    expect(source.aspects.material.ids).not.toContain(hidden);
    expect(source.aspects.material.texts).not.toContain('Hateful words about someone.');

    const staffList = await api.get('/api/feedbacks/', { token: staff.access });
    expect((staffList.body as { id: number }[]).map((entry) => entry.id)).toContain(hidden);
    const queued = (await queue()).find((entry) => entry.feedback.id === hidden)!;
    expect(queued.hiddenAt).not.toBeNull();

    // No longer published: students cannot report it.
    const other = await createSignedInAccount(server, api, 'student');
    expect((await report(hidden, 'spam', other)).status).toBe(404);
  });

  it('makes summaries again after hiding and unhiding (the fingerprint follows)', async () => {
    const id = await submit('Text whose visibility changes.');
    const db = server.app.appContext.db;
    const before = (await readSourceTexts(db, module.id, year.id)).fingerprint;
    await act('hide', id);
    const hidden = (await readSourceTexts(db, module.id, year.id)).fingerprint;
    expect(hidden).not.toBe(before);
    await act('unhide', id);
    const shown = await readSourceTexts(db, module.id, year.id);
    expect(shown.fingerprint).not.toBe(hidden);
    expect(shown.aspects.material.ids).toContain(id);
  });

  it('unhides an entry: it is back in the public list', async () => {
    const id = await submit('Hidden by mistake.');
    const listPath = `/api/feedback/${module.code}`;
    await act('hide', id);
    expect(await publicIds(listPath)).not.toContain(id);
    expect((await act('unhide', id)).status).toBe(204);
    expect(await publicIds(listPath)).toContain(id);
  });

  it('answers a repeated or impossible action clearly', async () => {
    const id = await submit('Acted on twice.');
    expect((await act('hide', id)).status).toBe(204);
    const twice = await act('hide', id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(MODERATION_MESSAGES.alreadyHidden);
    expect((await act('unhide', id)).status).toBe(204);
    const notHidden = await act('unhide', id);
    expect(notHidden.status).toBe(409);
    expect(notHidden.body.message).toBe(MODERATION_MESSAGES.notHidden);
    for (const action of ['hide', 'unhide', 'dismiss'] as const) {
      expect((await act(action, 2_000_000)).status).toBe(404);
    }
  });

  it('records every staff action, who and when, newest first', async () => {
    const id = await submit('Audited text.');
    await report(id, 'spam');
    const start = Date.now();
    await act('hide', id);
    await act('unhide', id);
    await act('dismiss', id);
    await act('dismiss', id); // refused: not recorded
    const reply = await api.get<ModerationAction[]>('/api/moderation/actions/', {
      token: staff.access,
    });
    expect(reply.status).toBe(200);
    const ofEntry = reply.body.filter((action) => action.feedbackId === id);
    expect(ofEntry.map((action) => action.action)).toEqual(['dismiss', 'unhide', 'hide']);
    for (const action of ofEntry) {
      expect(action.actor).toBe(staff.account.user.username);
      expect(Date.parse(action.createdAt)).toBeGreaterThanOrEqual(start - 1000);
    }
  });
});
