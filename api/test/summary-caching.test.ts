// The summary answer kept in the response cache: sent from memory while nothing it shows
// changed, made again after a write, an edit, a hide, a withdrawal or a change of its year,
// left alone by writes to other modules, and correct across instances (a summary stored by
// one instance replaces another instance's cached answer).
import type { AcademicYear, Module, SummaryResponse } from '@module-feedback/shared/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as SummaryAnswer from '../src/feedback-summaries/summary-answer';
import {
  createModule,
  createSignedInAccount,
  createYear,
  feedbackBody,
  type SignedInAccount,
} from './support/fixtures';
import type { Client } from './support/http';
import { startCourseScenario, startInstancePair } from './support/scenario';
import { targets, type Target, type TestServer } from './support/server';

/** Summary answers built (not sent from the cache) by every server in this file. */
const answerBuilds = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/feedback-summaries/summary-answer', async (importOriginal) => {
  const actual = await importOriginal<typeof SummaryAnswer>();
  return {
    ...actual,
    summaryAnswer(...args: Parameters<typeof SummaryAnswer.summaryAnswer>) {
      answerBuilds.count += 1;
      return actual.summaryAnswer(...args);
    },
  };
});

describe.each(targets())('the cached summary answer on %s', (target: Target) => {
  let server: TestServer;
  let api: Client;
  let staff: SignedInAccount;
  let year: AcademicYear;

  beforeAll(async () => {
    ({ server, api, staff, year } = await startCourseScenario(target));
  });
  afterAll(() => server?.close());

  const summaries = () => server.app.appContext.summaries;
  const pathOf = (module: Module) => `/api/summarize-feedback/${module.code}/${year.year}`;

  async function answerFor(module: Module, viewer?: SignedInAccount) {
    const reply = await api.get<SummaryResponse>(pathOf(module), { token: viewer?.access });
    expect(reply.status).toBe(200);
    return reply.body;
  }

  /** A new student writes feedback on the module; returns the author and the entry's id. */
  async function submit(on: Module, materialFeedback: string) {
    const author = await createSignedInAccount(server, api, 'student');
    const reply = await api.post(
      '/api/newfeedback/',
      feedbackBody(on, year, { materialFeedback }),
      { token: author.access },
    );
    expect(reply.status).toBe(201);
    return { author, id: reply.body.id as number };
  }

  /** A module whose summary is made and cached, with one entry by the returned author. */
  async function summarisedModule(materialFeedback = 'The lab sheets were excellent.') {
    const module = await createModule(server);
    const entry = await submit(module, materialFeedback);
    await summaries().idle();
    expect((await answerFor(module)).summary_material).toBe(materialFeedback);
    return { module, ...entry };
  }

  it('sends the same answer from memory while nothing it shows changed', async () => {
    const { module } = await summarisedModule();
    const builds = answerBuilds.count;
    const again = await Promise.all([answerFor(module), answerFor(module)]);
    expect(answerBuilds.count).toBe(builds);
    expect(again[0]).toEqual(again[1]);
    expect(again[0]).toMatchObject({ updating: false });
    expect(again[0]).not.toHaveProperty('summary_lecturer');
  });

  it('keeps separate answers for visitors and signed-in readers', async () => {
    const { module, author } = await summarisedModule();
    const visitor = await answerFor(module);
    const reader = await answerFor(module, author);
    expect(visitor).not.toHaveProperty('summary_lecturer');
    expect(reader.summary_lecturer).toBe('Engaging lectures.');
    expect(await answerFor(module)).toEqual(visitor);
  });

  it('is left alone by writes to another module', async () => {
    const { module } = await summarisedModule();
    const other = await createModule(server);
    await submit(other, 'The quizzes were fun.');
    await summaries().idle();
    const builds = answerBuilds.count;
    await answerFor(module);
    expect(answerBuilds.count).toBe(builds);
  });

  it('changes after a new entry', async () => {
    const { module } = await summarisedModule();
    await submit(module, 'The reading list was far too long.');
    await summaries().idle();
    const answer = await answerFor(module);
    expect(answer.updating).toBe(false);
    expect(answer.details_material.students).toBe(2);
    expect(answer.details_material.couldBeBetter[0]!.quote).toBe(
      'The reading list was far too long.',
    );
  });

  it('changes after its author edits an entry', async () => {
    const { module, author, id } = await summarisedModule();
    const edited = await api.put(
      `/api/feedbacks/mine/${id}/`,
      feedbackBody(module, year, { materialFeedback: 'The quizzes were fun.' }),
      { token: author.access },
    );
    expect(edited.status).toBe(200);
    // An edit retracts what was shown: the answer never quotes the old text again.
    const answer = await answerFor(module);
    expect(answer.summary_material).toBe('The quizzes were fun.');
    expect(JSON.stringify(answer)).not.toContain('lab sheets');
  });

  it('changes after staff hide an entry', async () => {
    const { module, id } = await summarisedModule('The lab sheets were a disgrace.');
    const hidden = await api.post(`/api/moderation/hide/${id}/`, undefined, {
      token: staff.access,
    });
    expect(hidden.status).toBe(204);
    const answer = await answerFor(module);
    expect(answer.summary_material).toBe('');
    expect(JSON.stringify(answer)).not.toContain('disgrace');
  });

  it('changes after its author withdraws an entry', async () => {
    const { module, author, id } = await summarisedModule();
    const withdrawn = await api.delete(`/api/feedbacks/mine/${id}/`, { token: author.access });
    expect(withdrawn.status).toBe(204);
    expect((await answerFor(module)).summary_material).toBe('');
  });

  it('is made again when its year’s survey window changes, and says the same', async () => {
    const { module } = await summarisedModule();
    const before = await answerFor(module);
    const builds = answerBuilds.count;
    const closesAt = new Date(Date.now() + 90 * 24 * 60 * 60 * 1000).toISOString();
    const edited = await api.put(
      `/api/edityear/${year.id}/`,
      { year: year.year, closesAt },
      { token: staff.access },
    );
    expect(edited.status).toBe(200);
    expect(await answerFor(module)).toEqual(before);
    expect(answerBuilds.count).toBe(builds + 1);
  });

  it('answers 404 for a module that does not exist yet, and the summary once it does', async () => {
    const code = `NEW${Date.now() % 1_000_000}`;
    const missing = await api.get(`/api/summarize-feedback/${code}/${year.year}`);
    expect(missing.status).toBe(404);
    const module = await createModule(server, { code });
    expect((await answerFor(module)).summary_material).toBe('');
  });
});

describe.each(targets())('the cached summary answer across two instances on %s', (target) => {
  it('drops one instance’s cached answer when another instance stores a summary', async () => {
    // Each instance reads the revision for every request, so another's change shows at once.
    const everyRequest = { revisionCheckIntervalMs: 0 };
    const pair = await startInstancePair(target, everyRequest, everyRequest);
    try {
      const { first, viaFirst, viaSecond } = pair;
      const module = await createModule(first);
      const year = await createYear(first);
      const path = `/api/summarize-feedback/${module.code}/${year.year}`;
      const author = await createSignedInAccount(first, viaFirst, 'student');
      const submitted = await viaFirst.post(
        '/api/newfeedback/',
        feedbackBody(module, year, { materialFeedback: 'The labs were superb.' }),
        { token: author.access },
      );
      expect(submitted.status).toBe(201);
      await first.app.appContext.summaries.idle();
      const cached = await viaSecond.get<SummaryResponse>(path);
      expect(cached.body.summary_material).toBe('The labs were superb.');

      // The first instance stores the summary again (as after making it anew): the second's
      // cached answer may be one that said "updating", so it must be made again.
      const row = await first.app.appContext.db
        .selectFrom('summary_cache')
        .select('content')
        .where('module_id', '=', module.id)
        .where('academic_year_id', '=', year.id)
        .where('aspect', '=', 'material')
        .executeTakeFirstOrThrow();
      const remade = { ...JSON.parse(row.content), summary: 'The labs were praised.' };
      await first.app.appContext.db
        .updateTable('summary_cache')
        .set({ content: JSON.stringify(remade) })
        .where('module_id', '=', module.id)
        .where('academic_year_id', '=', year.id)
        .where('aspect', '=', 'material')
        .execute();
      const builds = answerBuilds.count;
      const after = await viaSecond.get<SummaryResponse>(path);
      expect(answerBuilds.count).toBe(builds + 1);
      // Made from the same feedback (same fingerprint), so the second keeps the summary it
      // already holds in memory for it.
      expect(after.body).toEqual(cached.body);
      expect((await viaSecond.get<SummaryResponse>(path)).body).toEqual(cached.body);
      expect(answerBuilds.count).toBe(builds + 1);
    } finally {
      await pair.close();
    }
  });
});
