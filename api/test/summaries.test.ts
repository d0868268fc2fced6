// GET /api/summarize-feedback/{moduleCode}/{year}: visibility, 404s, what a summary contains, and
// how summaries are made: after writes, in worker threads, shared by concurrent requests, served
// stale while remade, cached for every instance, and never failing because the cache does.
import type { AcademicYear, Module, SummaryResponse } from '@module-feedback/shared/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../src/users/accounts';
import {
  createModule,
  createSignedInAccount,
  createYear,
  feedbackBody,
  uniqueName,
  type SignedInAccount,
} from './support/fixtures';
import type { Client } from './support/http';
import { startCourseScenario, startInstancePair } from './support/scenario';
import { targets, type Target, type TestServer } from './support/server';

const MATERIAL_TEXTS = [
  'The worked examples were really helpful.',
  'Examples were great, but the slides were out of date.',
  'The slides were outdated and confusing.',
  'Good examples in every lecture.',
];

describe.each(targets())('summaries on %s', (target: Target) => {
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

  const summaries = () => server.app.appContext.summaries;
  const pathOf = (code: string) => `/api/summarize-feedback/${code}/${year.year}`;

  /** A new student submits feedback through the API; returns the new entry's id. */
  async function submit(on: Module, fields: object): Promise<number> {
    const author = await createSignedInAccount(server, api, 'student');
    const reply = await api.post('/api/newfeedback/', feedbackBody(on, year, fields), {
      token: author.access,
    });
    expect(reply.status).toBe(201);
    return reply.body.id as number;
  }

  /** Feedback written straight to the database: no instance hears of it, as from another one. */
  async function insertBehindTheServersBack(on: Module, materialFeedback: string) {
    const db = server.app.appContext.db;
    const username = uniqueName('direct');
    const account = await createAccount(db, {
      username,
      email: `${username}@example.test`,
      passwordHash: 'not used',
      isStaff: false,
    });
    await db
      .insertInto('feedback')
      .values({
        student_user_id: account.id,
        module_id: on.id,
        academic_year_id: year.id,
        material_feedback: materialFeedback,
        submit_date: new Date().toISOString(),
      })
      .execute();
  }

  async function summaryOf(code: string, viewer?: SignedInAccount) {
    const reply = await api.get<SummaryResponse>(pathOf(code), { token: viewer?.access });
    expect(reply.status).toBe(200);
    return reply.body;
  }

  it('gives anonymous callers material and assessment only', async () => {
    const body = await summaryOf(module.code);
    expect(Object.keys(body).sort()).toEqual([
      'details_assessment',
      'details_material',
      'summary_assessment',
      'summary_material',
      'themes_assessment',
      'themes_material',
      'updating',
    ]);
  });

  it('adds the lecturer aspect for signed-in users', async () => {
    for (const viewer of [student, staff]) {
      expect(await summaryOf(module.code, viewer)).toMatchObject({
        summary_lecturer: expect.any(String),
        themes_lecturer: expect.any(Array),
        details_lecturer: expect.objectContaining({ overall: expect.any(String) }),
      });
    }
  });

  it('answers 404 for an unknown module, an unknown year, or a year that is not a number', async () => {
    for (const bad of [
      `/api/summarize-feedback/NOPE1/${year.year}`,
      `/api/summarize-feedback/${module.code}/1901`,
      `/api/summarize-feedback/${module.code}/next`,
    ]) {
      const reply = await api.get(bad);
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ statusCode: 404 });
    }
  });

  it('says what students liked, what could be better and which texts say so', async () => {
    const fresh = await createModule(server);
    const ids = [];
    for (const text of MATERIAL_TEXTS) {
      ids.push(await submit(fresh, { materialFeedback: text, lecturerFeedback: 'Secretive.' }));
    }
    await summaries().idle();
    const body = await summaryOf(fresh.code);

    const details = body.details_material;
    expect(details.students).toBe(4);
    expect(details).toMatchObject({ praised: 3, concerned: 2, both: 1 });
    expect(details.overall).toBe(
      `Mixed: of 4 students who wrote, 3 praised the material and 2 raised a concern (1 did both); the main concern: “${details.couldBeBetter[0]!.quote.replace(/\.$/, '')}”.`,
    );
    expect(details.liked[0]).toMatchObject({
      count: 3,
      feedbackIds: [ids[0], ids[1], ids[3]],
      matches: expect.arrayContaining(['examples']),
    });
    expect(details.couldBeBetter[0]).toMatchObject({
      count: 2,
      feedbackIds: [ids[1], ids[2]],
      matches: expect.arrayContaining(['slides']),
    });
    expect(body.themes_material.map((theme) => theme.label)).toEqual(['Examples', 'Slides']);
    expect(body.themes_material[0]!.feedbackIds).toEqual([ids[0], ids[1], ids[3]]);
    expect(JSON.stringify(body)).not.toContain('Secretive');
  });

  it('makes the summary after a write, so the next request reads it from the cache', async () => {
    const fresh = await createModule(server);
    await submit(fresh, { materialFeedback: 'The lab sheets were excellent.' });
    await summaries().idle();
    const runs = summaries().runs;
    const body = await summaryOf(fresh.code);
    expect(body.summary_material).toBe('The lab sheets were excellent.');
    expect(summaries().runs).toBe(runs);
  });

  it('makes the summary again after a submit and after a delete', async () => {
    const fresh = await createModule(server);
    expect((await summaryOf(fresh.code)).summary_material).toBe('');

    const id = await submit(fresh, { materialFeedback: 'The lab sheets were excellent.' });
    await summaries().idle();
    expect((await summaryOf(fresh.code)).summary_material).toBe('The lab sheets were excellent.');

    await api.delete(`/api/deletefeedback/${id}/`, { token: staff.access });
    await summaries().idle();
    expect((await summaryOf(fresh.code)).summary_material).toBe('');
  });

  it('makes the summary again after a text is changed in place', async () => {
    const fresh = await createModule(server);
    const id = await submit(fresh, { materialFeedback: 'The lab sheets were excellent.' });
    await summaries().idle();
    expect((await summaryOf(fresh.code)).summary_material).toBe('The lab sheets were excellent.');

    // Same row count, same ids: only the revision of the module's feedback tells.
    await server.app.appContext.db
      .updateTable('feedback')
      .set({ material_feedback: 'The quizzes were fun.' })
      .where('id', '=', id)
      .execute();
    await summaryOf(fresh.code);
    await summaries().idle();
    expect((await summaryOf(fresh.code)).summary_material).toBe('The quizzes were fun.');
  });

  it('serves a stale summary at once while the new one is made', async () => {
    const fresh = await createModule(server);
    await submit(fresh, { materialFeedback: 'The quizzes were fun.' });
    await summaries().idle();
    const before = await summaryOf(fresh.code);

    await insertBehindTheServersBack(fresh, 'The reading list was far too long.');
    const runs = summaries().runs;
    const stale = await summaryOf(fresh.code);
    expect(stale).toEqual({ ...before, updating: true });

    await summaries().idle();
    expect(summaries().runs).toBe(runs + 1);
    const current = await summaryOf(fresh.code);
    expect(current.details_material.students).toBe(2);
    expect(current.details_material.couldBeBetter[0]!.quote).toBe(
      'The reading list was far too long.',
    );
  });

  it('after a student’s submit, answers a summary that includes it or says it is being updated', async () => {
    const fresh = await createModule(server);
    await submit(fresh, { materialFeedback: 'The quizzes were fun.' });
    await summaries().idle();
    expect((await summaryOf(fresh.code)).updating).toBe(false);

    await submit(fresh, { materialFeedback: 'The reading list was far too long.' });
    // Asked again while it says so, as the results page does, until it is current.
    const deadline = Date.now() + 20_000;
    let answer = await summaryOf(fresh.code);
    expect(answer.updating || answer.details_material.students === 2).toBe(true);
    while (answer.updating && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await summaryOf(fresh.code);
    }
    expect(answer.updating).toBe(false);
    expect(answer.details_material.students).toBe(2);
  });

  it('makes one summary for many concurrent requests that find none', async () => {
    const fresh = await createModule(server);
    await insertBehindTheServersBack(fresh, 'The seminars were useful.');
    await insertBehindTheServersBack(fresh, 'The seminars were too short.');
    const runs = summaries().runs;
    const replies = await Promise.all(
      Array.from({ length: 12 }, () => api.get<SummaryResponse>(pathOf(fresh.code))),
    );
    expect(summaries().runs).toBe(runs + 1);
    const bodies = replies.map((reply) => reply.body);
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(bodies[0]!.details_material.students).toBe(2);
  });

  it('answers with the summary it made when the cache cannot be written, and keeps it in memory', async () => {
    const db = server.app.appContext.db;
    const fresh = await createModule(server);
    await insertBehindTheServersBack(fresh, 'The handouts were clear.');
    await refuseCacheWrites(target, db);
    try {
      const body = await summaryOf(fresh.code);
      expect(body.summary_material).toBe('The handouts were clear.');
      const rows = await db
        .selectFrom('summary_cache')
        .select('aspect')
        .where('module_id', '=', fresh.id)
        .execute();
      expect(rows).toEqual([]);
    } finally {
      await allowCacheWrites(target, db);
    }
    const runs = summaries().runs;
    expect((await summaryOf(fresh.code)).summary_material).toBe('The handouts were clear.');
    expect(summaries().runs).toBe(runs);
  });

  it('keeps one cache row per module, year and aspect', async () => {
    await summaryOf(module.code, student);
    await summaryOf(module.code, student);
    const rows = await server.app.appContext.db
      .selectFrom('summary_cache')
      .select('aspect')
      .where('module_id', '=', module.id)
      .where('academic_year_id', '=', year.id)
      .execute();
    expect(rows.map((r) => r.aspect).sort()).toEqual(['assessment', 'lecturer', 'material']);
  });
});

type Db = TestServer['app']['appContext']['db'];

/** Every write to summary_cache fails, as on a full disk or a read-only database. */
async function refuseCacheWrites(target: Target, db: Db) {
  if (target === 'postgres') {
    await sql`create function refuse_cache_write() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`.execute(db);
    await sql`create trigger refuse_cache_write before insert or update on summary_cache
      for each row execute function refuse_cache_write()`.execute(db);
    return;
  }
  for (const operation of ['insert', 'update']) {
    await sql`create trigger ${sql.raw(`refuse_cache_${operation}`)} before ${sql.raw(operation)}
      on summary_cache begin select raise(abort, 'disk full'); end`.execute(db);
  }
}

async function allowCacheWrites(target: Target, db: Db) {
  if (target === 'postgres') {
    await sql`drop trigger refuse_cache_write on summary_cache`.execute(db);
    await sql`drop function refuse_cache_write()`.execute(db);
    return;
  }
  for (const operation of ['insert', 'update']) {
    await sql`drop trigger ${sql.raw(`refuse_cache_${operation}`)}`.execute(db);
  }
}

describe.each(targets())('summaries across two instances on %s', (target: Target) => {
  it('serves on one instance the summary another made after a write, without making it again', async () => {
    const pair = await startInstancePair(target);
    try {
      const { first, second, viaFirst, viaSecond } = pair;
      const fresh = await createModule(first);
      const year = await createYear(first);
      const path = `/api/summarize-feedback/${fresh.code}/${year.year}`;
      expect((await viaFirst.get<SummaryResponse>(path)).body.summary_material).toBe('');

      const author = await createSignedInAccount(second, viaSecond, 'student');
      const submitted = await viaSecond.post(
        '/api/newfeedback/',
        feedbackBody(fresh, year, { materialFeedback: 'The labs were superb.' }),
        { token: author.access },
      );
      expect(submitted.status).toBe(201);
      await second.app.appContext.summaries.idle();

      const runs = first.app.appContext.summaries.runs;
      const body = (await viaFirst.get<SummaryResponse>(path)).body;
      expect(body.summary_material).toBe('The labs were superb.');
      expect(first.app.appContext.summaries.runs).toBe(runs);
    } finally {
      await pair.close();
    }
  });
});
