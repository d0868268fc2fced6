// Submitting feedback and reading it back, for each kind of caller.
import type { AcademicYear, Module } from '@module-feedback/shared/contracts';
import {
  MESSAGES,
  REVIEW_RULE_TEXTS,
  lecturerNameProblem,
} from '@module-feedback/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countFeedback,
  createModule,
  createSignedInAccount,
  createYear,
  feedbackBody,
  type SignedInAccount,
} from './support/fixtures';
import type { Client } from './support/http';
import { startCourseScenario } from './support/scenario';
import { targets, type TestServer } from './support/server';

describe.each(targets())('feedback on %s', (target) => {
  let server: TestServer;
  let api: Client;
  let student: SignedInAccount;
  let staff: SignedInAccount;
  let module: Module;
  let year: AcademicYear;

  beforeAll(async () => {
    ({ server, api, student, staff, module, year } = await startCourseScenario(target, {
      lecturersNames: 'Dr Grace Hopper, Prof Alan Turing',
    }));
  });
  afterAll(() => server?.close());

  describe('POST /api/newfeedback/', () => {
    it('requires a signed-in student: anonymous 401, staff 403', async () => {
      const body = feedbackBody(module, year);
      expect((await api.post('/api/newfeedback/', body)).status).toBe(401);
      expect((await api.post('/api/newfeedback/', body, { token: staff.access })).status).toBe(403);
      expect(await countFeedback(server, module.id)).toBe(0);
    });

    it('records the token’s student, never the body’s, and answers 201 with the entry', async () => {
      const author = await createSignedInAccount(server, api, 'student');
      const reply = await api.post(
        '/api/newfeedback/',
        feedbackBody(module, year, { student: student.account.studentId }),
        { token: author.access },
      );
      expect(reply.status).toBe(201);
      expect(reply.body).toMatchObject({
        academicYear: { id: year.id, year: year.year },
        module: { id: module.id, code: module.code, title: module.title },
        materialRating: 4.25,
        lecturerFeedback: 'Engaging lectures.',
      });
      expect(Number.isNaN(Date.parse(reply.body.submitDate))).toBe(false);
      const row = await server.app.appContext.db
        .selectFrom('feedback')
        .select('student_user_id')
        .where('id', '=', reply.body.id)
        .executeTakeFirstOrThrow();
      expect(row.student_user_id).toBe(author.account.id);
    });

    it('refuses a second entry for the same module and year with 409', async () => {
      const author = await createSignedInAccount(server, api, 'student');
      const body = feedbackBody(module, year);
      expect((await api.post('/api/newfeedback/', body, { token: author.access })).status).toBe(
        201,
      );
      const again = await api.post('/api/newfeedback/', body, { token: author.access });
      expect(again.status).toBe(409);
      expect(again.body.message).toMatch(/already submitted feedback/);
      const otherYear = await createYear(server);
      const next = await api.post('/api/newfeedback/', feedbackBody(module, otherYear), {
        token: author.access,
      });
      expect(next.status).toBe(201);
    });

    it('keeps exactly one row when the same student submits many times at once', async () => {
      const author = await createSignedInAccount(server, api, 'student');
      const freshModule = await createModule(server);
      const replies = await Promise.all(
        Array.from({ length: 12 }, () =>
          api.post('/api/newfeedback/', feedbackBody(freshModule, year), { token: author.access }),
        ),
      );
      const statuses = replies.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(11);
      expect(await countFeedback(server, freshModule.id)).toBe(1);
    });

    it('accepts empty values as long as something is filled in', async () => {
      const author = await createSignedInAccount(server, api, 'student');
      const reply = await api.post(
        '/api/newfeedback/',
        {
          academicYear: year.id,
          module: module.id,
          materialRating: null,
          materialFeedback: '',
          assessmentRating: 0,
          assessmentFeedback: null,
          lecturerRating: null,
          lecturerFeedback: '   ',
        },
        { token: author.access },
      );
      expect(reply.status).toBe(201);
      expect(reply.body).toMatchObject({
        materialRating: null,
        materialFeedback: null,
        assessmentRating: 0,
        lecturerFeedback: null,
      });
    });

    it.each([
      ['a rating off the 0.25 grid', { materialRating: 3.3 }, 'materialRating'],
      ['a rating above 5', { lecturerRating: 5.25 }, 'lecturerRating'],
      ['a negative rating', { assessmentRating: -0.25 }, 'assessmentRating'],
      ['a rating as text', { materialRating: 'four' }, 'materialRating'],
      ['an over-long review', { materialFeedback: 'x'.repeat(2001) }, 'materialFeedback'],
      ['a review that is not text', { assessmentFeedback: 42 }, 'assessmentFeedback'],
      ['a missing module', { module: undefined }, 'module'],
      ['a module id that is not a number', { module: 'CS1' }, 'module'],
      ['a huge module id', { module: 99_999_999_999 }, 'module'],
    ])('refuses %s with 400 naming the field', async (_, change, field) => {
      const author = await createSignedInAccount(server, api, 'student');
      const reply = await api.post('/api/newfeedback/', feedbackBody(module, year, change), {
        token: author.access,
      });
      expect(reply.status).toBe(400);
      expect(reply.body.fields).toHaveProperty([field]);
    });

    it('refuses an empty form with the spec’s message', async () => {
      const reply = await api.post(
        '/api/newfeedback/',
        { academicYear: year.id, module: module.id },
        { token: student.access },
      );
      expect(reply.status).toBe(400);
      expect(reply.body.message).toContain(MESSAGES.fillFormBeforeSubmit);
    });

    it('refuses unknown module and year ids with 400 naming them', async () => {
      const reply = await api.post(
        '/api/newfeedback/',
        feedbackBody(module, year, { module: 2_000_000_000, academicYear: 2_000_000_000 }),
        { token: student.access },
      );
      expect(reply.status).toBe(400);
      expect(Object.keys(reply.body.fields).sort()).toEqual(['academicYear', 'module']);
    });

    it('refuses a lecturer review that names a lecturer', async () => {
      const author = await createSignedInAccount(server, api, 'student');
      const reply = await api.post(
        '/api/newfeedback/',
        feedbackBody(module, year, { lecturerFeedback: 'Prof turing explained it well.' }),
        { token: author.access },
      );
      expect(reply.status).toBe(400);
      expect(reply.body.fields.lecturerFeedback).toBe(lecturerNameProblem('lecturer', ['Turing']));
    });

    it.each([
      ['full-width letters', 'Ｈｏｐｐｅｒ explained it well.', 'Hopper'],
      ['a zero-width space', 'Hop\u200Bper explained it well.', 'Hopper'],
      ['a combining accent', 'Ho\u0301pper explained it well.', 'Hopper'],
      ['a Cyrillic look-alike letter', 'Hоpper explained it well.', 'Hopper'],
      ['Greek capitals', 'ΤURING explained it well.', 'Turing'],
      ['a capital I for an l', 'AIan explained it well.', 'Alan'],
      ['Latin small capitals', 'ʜᴏᴘᴘᴇʀ explained it well.', 'Hopper'],
    ])('refuses a lecturer review that names a lecturer with %s', async (_, review, name) => {
      const author = await createSignedInAccount(server, api, 'student');
      const before = await countFeedback(server, module.id);
      const reply = await api.post(
        '/api/newfeedback/',
        feedbackBody(module, year, { lecturerFeedback: review }),
        { token: author.access },
      );
      expect(reply.status).toBe(400);
      expect(reply.body.fields.lecturerFeedback).toBe(lecturerNameProblem('lecturer', [name]));
      expect(await countFeedback(server, module.id)).toBe(before);
    });

    it('refuses a name in the public reviews too, saying which review and which name', async () => {
      const author = await createSignedInAccount(server, api, 'student');
      const before = await countFeedback(server, module.id);
      const reply = await api.post(
        '/api/newfeedback/',
        feedbackBody(module, year, {
          materialFeedback: 'Prof Hopper rushed through the slides.',
          assessmentFeedback: 'Fair, though TURING marked it late.',
          lecturerFeedback: 'Great lectures.',
        }),
        { token: author.access },
      );
      expect(reply.status).toBe(400);
      expect(reply.body.fields).toEqual({
        materialFeedback: lecturerNameProblem('material', ['Hopper']),
        assessmentFeedback: lecturerNameProblem('assessment', ['Turing']),
      });
      expect(await countFeedback(server, module.id)).toBe(before);
    });

    it.each([
      ['a right-to-left override hiding a name', 'Great \u202Erepporh\u202C lectures.'],
      ['a right-to-left isolate', 'Fine \u2067text\u2069.'],
    ])('refuses a review with %s', async (_, review) => {
      const author = await createSignedInAccount(server, api, 'student');
      const reply = await api.post(
        '/api/newfeedback/',
        feedbackBody(module, year, { lecturerFeedback: review }),
        { token: author.access },
      );
      expect(reply.status).toBe(400);
      expect(reply.body.fields.lecturerFeedback).toBe(REVIEW_RULE_TEXTS.bidiControl);
    });

    it('refuses text containing NUL characters', async () => {
      const author = await createSignedInAccount(server, api, 'student');
      const reply = await api.post(
        '/api/newfeedback/',
        feedbackBody(module, year, { materialFeedback: 'bad\u0000text' }),
        { token: author.access },
      );
      expect(reply.status).toBe(400);
    });
  });

  describe('GET /api/feedback/{moduleCode}', () => {
    let listed: Module;

    beforeAll(async () => {
      listed = await createModule(server);
      const author = await createSignedInAccount(server, api, 'student');
      const reply = await api.post('/api/newfeedback/', feedbackBody(listed, year), {
        token: author.access,
      });
      expect(reply.status).toBe(201);
    });

    it('shows anonymous callers material and assessment only, and no author', async () => {
      const reply = await api.get(`/api/feedback/${listed.code}`);
      expect(reply.status).toBe(200);
      expect(reply.body).toHaveLength(1);
      const [entry] = reply.body;
      expect(entry).toMatchObject({
        academicYear: { id: year.id, year: year.year },
        module: { id: listed.id, code: listed.code, title: listed.title },
        materialRating: 4.25,
        assessmentFeedback: 'Fair coursework.',
      });
      expect(entry).not.toHaveProperty('lecturerRating');
      expect(entry).not.toHaveProperty('lecturerFeedback');
      expect(entry).not.toHaveProperty('student');
    });

    it('shows students the lecturer results but not who wrote them', async () => {
      const [entry] = (await api.get(`/api/feedback/${listed.code}`, { token: student.access }))
        .body;
      expect(entry).toMatchObject({ lecturerRating: 5, lecturerFeedback: 'Engaging lectures.' });
      expect(entry).not.toHaveProperty('student');
    });

    it('shows staff the author’s student number', async () => {
      const [entry] = (await api.get(`/api/feedback/${listed.code}`, { token: staff.access })).body;
      expect(typeof entry.student).toBe('number');
      expect(entry).toHaveProperty('lecturerRating', 5);
    });

    it('finds the module ignoring case, and answers 404 for unknown or impossible codes', async () => {
      expect((await api.get(`/api/feedback/${listed.code.toLowerCase()}`)).status).toBe(200);
      for (const code of ['NOPE999', 'bad%20code', 'x'.repeat(40), '%00']) {
        const reply = await api.get(`/api/feedback/${code}`);
        expect(reply.status).toBe(404);
        expect(reply.body).toMatchObject({ statusCode: 404 });
      }
    });

    it('answers 401 to an invalid token rather than treating it as anonymous', async () => {
      const reply = await api.get(`/api/feedback/${listed.code}`, { token: 'forged' });
      expect(reply.status).toBe(401);
    });
  });
});
