// Helpful votes on both databases: one mark per student and review, undoing it, the counts in the
// public feedback lists (cached ones included, on this instance and on another), and the
// refusals: anonymous callers, staff, one's own review, hidden and unknown entries. Also the
// "edited" flag the list carries for every entry.
import {
  HELPFUL_VOTE_MESSAGES,
  type AcademicYear,
  type Aspect,
  type Feedback,
  type Module,
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
import {
  startCourseScenario,
  startInstancePair,
  startScenario,
  type InstancePair,
} from './support/scenario';
import { targets, type TestServer } from './support/server';

describe.each(targets())('helpful votes on %s', (target) => {
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

  /** A new student's entry; returns it and its author. */
  async function submit(extra: object = {}) {
    const author = await createSignedInAccount(server, api, 'student');
    const reply = await api.post('/api/newfeedback/', feedbackBody(module, year, extra), {
      token: author.access,
    });
    expect(reply.status).toBe(201);
    return { id: reply.body.id as number, author };
  }

  const votePath = (id: number, aspect: string) => `/api/helpful-votes/${id}/${aspect}/`;
  const mark = (id: number, aspect: string, by = student) =>
    api.put(votePath(id, aspect), undefined, { token: by.access });
  const unmark = (id: number, aspect: string, by = student) =>
    api.delete(votePath(id, aspect), { token: by.access });

  /** The entry as a list shows it to the viewer (anonymous without one). */
  async function listed(id: number, viewer?: SignedInAccount, query = '') {
    const reply = await api.get<Feedback[]>(`/api/feedback/${module.code}${query}`, {
      token: viewer?.access,
    });
    expect(reply.status).toBe(200);
    return reply.body.find((entry) => entry.id === id);
  }

  it('counts one mark per student and review, however often it is sent', async () => {
    const { id } = await submit();
    const first = await mark(id, 'material');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ feedbackId: id, aspect: 'material', count: 1, marked: true });
    const again = await mark(id, 'material');
    expect(again.body).toEqual({ feedbackId: id, aspect: 'material', count: 1, marked: true });

    const other = await createSignedInAccount(server, api, 'student');
    expect((await mark(id, 'material', other)).body.count).toBe(2);
    // Another aspect of the same entry is another review.
    expect((await mark(id, 'assessment', other)).body.count).toBe(1);

    expect((await listed(id))?.helpful).toEqual({ material: 2, assessment: 1 });
    expect((await listed(id, student))?.helpful).toEqual({
      material: 2,
      assessment: 1,
      lecturer: 0,
    });
  });

  it('takes a mark back, and taking it back again changes nothing', async () => {
    const { id } = await submit();
    await mark(id, 'lecturer');
    const undone = await unmark(id, 'lecturer');
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ feedbackId: id, aspect: 'lecturer', count: 0, marked: false });
    expect((await unmark(id, 'lecturer')).body).toMatchObject({ count: 0, marked: false });
    expect((await listed(id, student))?.helpful?.lecturer).toBe(0);
  });

  it("lists the student's own marks and entries of a module", async () => {
    const { id } = await submit();
    const voter = await createSignedInAccount(server, api, 'student');
    await mark(id, 'assessment', voter);
    const reply = await api.get(`/api/helpful-votes/mine/${module.code}/`, {
      token: voter.access,
    });
    expect(reply.status).toBe(200);
    // The student's own: no cache may keep it.
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body).toEqual({
      marked: [{ feedbackId: id, aspect: 'assessment' }],
      ownEntries: [],
    });

    const { id: ownId, author } = await submit();
    const own = await api.get(`/api/helpful-votes/mine/${module.code}/`, { token: author.access });
    expect(own.body).toEqual({ marked: [], ownEntries: [ownId] });
    expect(
      (await api.get('/api/helpful-votes/mine/NOPE999/', { token: voter.access })).status,
    ).toBe(404);
  });

  it('refuses anonymous callers (401), staff (403) and the author of the review (403)', async () => {
    const { id, author } = await submit();
    expect((await api.put(votePath(id, 'material'))).status).toBe(401);
    expect((await api.delete(votePath(id, 'material'))).status).toBe(401);
    expect((await api.get(`/api/helpful-votes/mine/${module.code}/`)).status).toBe(401);
    expect((await mark(id, 'material', staff)).status).toBe(403);
    const own = await mark(id, 'material', author);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(HELPFUL_VOTE_MESSAGES.ownReview);
    expect((await listed(id))?.helpful?.material).toBe(0);
  });

  it('answers 404 for an unknown entry or aspect, a blank text and a hidden entry', async () => {
    const { id } = await submit({ assessmentFeedback: null });
    expect((await mark(999_999, 'material')).status).toBe(404);
    expect((await mark(id, 'teaching')).status).toBe(404);
    const blank = await mark(id, 'assessment');
    expect(blank.status).toBe(404);
    expect(blank.body.message).toBe(HELPFUL_VOTE_MESSAGES.noReview);

    await mark(id, 'material');
    const hidden = await api.post(`/api/moderation/hide/${id}/`, undefined, {
      token: staff.access,
    });
    expect(hidden.status).toBe(204);
    expect((await mark(id, 'material')).status).toBe(404);
    expect((await unmark(id, 'material')).status).toBe(404);
    const mine = await api.get(`/api/helpful-votes/mine/${module.code}/`, {
      token: student.access,
    });
    expect(mine.body.marked).not.toContainEqual({ feedbackId: id, aspect: 'material' });
  });

  it('shows the new count in a cached list right after a vote, of every year and of one', async () => {
    const { id } = await submit();
    // Both lists are now in the cache.
    expect((await listed(id))?.helpful?.material).toBe(0);
    expect((await listed(id, undefined, `?year=${year.year}`))?.helpful?.material).toBe(0);

    await mark(id, 'material');
    expect((await listed(id))?.helpful?.material).toBe(1);
    expect((await listed(id, undefined, `?year=${year.year}`))?.helpful?.material).toBe(1);
    await unmark(id, 'material');
    expect((await listed(id))?.helpful?.material).toBe(0);
    expect((await listed(id, undefined, `?year=${year.year}`))?.helpful?.material).toBe(0);
  });

  it('tells whether an entry was edited after it was submitted', async () => {
    const { id, author } = await submit();
    expect((await listed(id))?.edited).toBe(false);
    const edit = await api.put(
      fillRoute(OWN_FEEDBACK_ROUTES.entry, { id: id }),
      feedbackBody(module, year, { materialFeedback: 'Changed my mind: the notes are thin.' }),
      { token: author.access },
    );
    expect(edit.status).toBe(200);
    const entry = await listed(id);
    expect(entry?.edited).toBe(true);
    // When is for the author only.
    expect(entry).not.toHaveProperty('editedAt');
  });
});

describe.each(targets())('helpful vote counts across instances on %s', (target) => {
  let pair: InstancePair;

  beforeAll(async () => {
    pair = await startInstancePair(target);
  });
  afterAll(() => pair?.close());

  it("shows a vote made through one instance in the other's cached list", async () => {
    const { first, viaFirst, viaSecond } = pair;
    const module = await createModule(first);
    const year = await createYear(first);
    const author = await createSignedInAccount(first, viaFirst, 'student');
    const entry = await viaFirst.post('/api/newfeedback/', feedbackBody(module, year), {
      token: author.access,
    });
    const countOnFirst = async (aspect: Aspect) => {
      const list = await viaFirst.get<Feedback[]>(`/api/feedback/${module.code}`);
      return list.body[0]?.helpful?.[aspect];
    };
    expect(await countOnFirst('material')).toBe(0);

    const voter = await createSignedInAccount(first, viaSecond, 'student');
    const vote = await viaSecond.put(`/api/helpful-votes/${entry.body.id}/material/`, undefined, {
      token: voter.access,
    });
    expect(vote.status).toBe(200);
    // The first instance learns of the change at its next revision read.
    await expect.poll(() => countOnFirst('material'), { timeout: 5_000 }).toBe(1);
  });
});

describe.each(targets())('the helpful vote limit on %s', (target) => {
  const roomy = { max: 10_000, windowMs: 60_000 };
  let server: TestServer;
  let api: Client;

  beforeAll(async () => {
    ({ server, api } = await startScenario(target, {
      rateLimits: {
        loginPerAccount: roomy,
        loginPerAddress: roomy,
        refresh: roomy,
        signup: roomy,
        reports: roomy,
        remoteReports: roomy,
        helpfulVotes: { max: 2, windowMs: 60_000 },
      },
    }));
  });
  afterAll(() => server?.close());

  it('refuses a student who marks and unmarks too often, and no one else', async () => {
    const module = await createModule(server);
    const year = await createYear(server);
    const author = await createSignedInAccount(server, api, 'student');
    const entry = await api.post('/api/newfeedback/', feedbackBody(module, year), {
      token: author.access,
    });
    const path = `/api/helpful-votes/${entry.body.id}/material/`;
    const busy = await createSignedInAccount(server, api, 'student');
    expect((await api.put(path, undefined, { token: busy.access })).status).toBe(200);
    expect((await api.delete(path, { token: busy.access })).status).toBe(200);
    const refused = await api.put(path, undefined, { token: busy.access });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(HELPFUL_VOTE_MESSAGES.tooManyVotes);

    const other = await createSignedInAccount(server, api, 'student');
    expect((await api.put(path, undefined, { token: other.access })).body.count).toBe(1);
  });
});
