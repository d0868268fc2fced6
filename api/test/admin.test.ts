// Staff endpoints: who may call them, and what they do to the data.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countFeedback,
  createModule,
  createSignedInAccount,
  createYear,
  feedbackBody,
  login,
  type SignedInAccount,
} from './support/fixtures';
import type { Client } from './support/http';
import { startScenario } from './support/scenario';
import { targets, type TestServer } from './support/server';

describe.each(targets())('staff endpoints on %s', (target) => {
  let server: TestServer;
  let api: Client;
  let student: SignedInAccount;
  let staff: SignedInAccount;

  beforeAll(async () => {
    ({ server, api, student, staff } = await startScenario(target));
  });
  afterAll(() => server?.close());

  async function submit(moduleId: number, yearId: number) {
    const author = await createSignedInAccount(server, api, 'student');
    const reply = await api.post(
      '/api/newfeedback/',
      feedbackBody({ id: moduleId }, { id: yearId }),
      { token: author.access },
    );
    expect(reply.status).toBe(201);
    return { author, feedback: reply.body };
  }

  describe('permissions', () => {
    const staffCalls: Array<[string, string, unknown?]> = [
      ['GET', '/api/feedbacks/'],
      ['GET', '/api/accounts/users/'],
      ['POST', '/api/newyear/', { year: 2150 }],
      ['PUT', '/api/edityear/1/', { year: 2151 }],
      ['DELETE', '/api/deleteyear/1/'],
      ['POST', '/api/newmodule/', { code: 'PERM1', title: 'Permissions' }],
      ['PUT', '/api/editmodule/1/', { code: 'PERM2', title: 'Permissions' }],
      ['DELETE', '/api/deletemodule/1/'],
      ['DELETE', '/api/deletefeedback/1/'],
      [
        'POST',
        '/api/accounts/newuser/',
        { user: { username: 'permuser', email: 'perm@example.test', password: 'a good password' } },
      ],
      ['DELETE', '/api/accounts/deleteuser/1/'],
      ['PUT', '/api/accounts/edituser/1/', { user: { username: 'renamed' } }],
    ];

    it.each(staffCalls)('%s %s: anonymous 401, student 403', async (method, path, body) => {
      const anonymous = await api.request(method, path, { body });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
      const asStudent = await api.request(method, path, { body, token: student.access });
      expect(asStudent.status).toBe(403);
      expect(asStudent.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    });
  });

  describe('academic years', () => {
    it('creates (201), edits (200), lists and deletes (204)', async () => {
      const created = await api.post('/api/newyear/', { year: 2101 }, { token: staff.access });
      expect(created.status).toBe(201);
      // Created with the year alone, a year is not open for feedback yet.
      const notOpen = { opensAt: null, closesAt: null, responses: 0 };
      expect(created.body).toEqual({ id: expect.any(Number), year: 2101, ...notOpen });
      const edited = await api.put(
        `/api/edityear/${created.body.id}/`,
        { id: created.body.id, year: 2102 },
        { token: staff.access },
      );
      expect(edited.status).toBe(200);
      expect(edited.body).toEqual({ id: created.body.id, year: 2102, ...notOpen });
      const list = await api.get('/api/academicyears/');
      expect(list.body).toContainEqual({ id: created.body.id, year: 2102, ...notOpen });
      const deleted = await api.delete(`/api/deleteyear/${created.body.id}/`, {
        token: staff.access,
      });
      expect(deleted.status).toBe(204);
      expect((await api.get('/api/academicyears/')).body).not.toContainEqual(edited.body);
    });

    it('refuses duplicates (409) and invalid years (400)', async () => {
      await createYear(server, 2110);
      const duplicate = await api.post('/api/newyear/', { year: 2110 }, { token: staff.access });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.fields).toHaveProperty('year');
      for (const year of [null, 'soon', 1850, 2025.5]) {
        const reply = await api.post('/api/newyear/', { year }, { token: staff.access });
        expect(reply.status).toBe(400);
        expect(reply.body.fields).toHaveProperty('year');
      }
    });

    it('answers 404 for unknown and impossible ids', async () => {
      for (const id of ['999999', 'abc', '0', '99999999999']) {
        expect(
          (await api.put(`/api/edityear/${id}/`, { year: 2120 }, { token: staff.access })).status,
        ).toBe(404);
        expect((await api.delete(`/api/deleteyear/${id}/`, { token: staff.access })).status).toBe(
          404,
        );
      }
    });

    it('refuses to delete a year with feedback unless forced, then deletes both together', async () => {
      const year = await createYear(server);
      const module = await createModule(server);
      await submit(module.id, year.id);
      await submit(module.id, year.id);
      const refused = await api.delete(`/api/deleteyear/${year.id}/`, { token: staff.access });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain('2 feedback entries');
      expect(await countFeedback(server, module.id)).toBe(2);

      const forced = await api.delete(`/api/deleteyear/${year.id}/?force=true`, {
        token: staff.access,
      });
      expect(forced.status).toBe(204);
      expect(await countFeedback(server, module.id)).toBe(0);
      expect((await api.get('/api/academicyears/')).body).not.toContainEqual(year);
    });

    it('refuses a force value other than true or false', async () => {
      const year = await createYear(server);
      const reply = await api.delete(`/api/deleteyear/${year.id}/?force=yes`, {
        token: staff.access,
      });
      expect(reply.status).toBe(400);
    });
  });

  describe('modules', () => {
    it('creates (201), edits (200) and deletes (204); empty lecturer names become null', async () => {
      const created = await api.post(
        '/api/newmodule/',
        { code: 'ADM101', title: ' Admin Module ', lecturersNames: '' },
        { token: staff.access },
      );
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(Number),
        code: 'ADM101',
        title: 'Admin Module',
        lecturersNames: null,
      });
      const edited = await api.put(
        `/api/editmodule/${created.body.id}/`,
        { code: 'ADM102', title: 'Renamed', lecturersNames: 'Dr A, Dr B' },
        { token: staff.access },
      );
      expect(edited.status).toBe(200);
      expect(edited.body).toEqual({
        id: created.body.id,
        code: 'ADM102',
        title: 'Renamed',
        lecturersNames: 'Dr A, Dr B',
      });
      expect((await api.get('/api/modules/')).body).toContainEqual(edited.body);
      expect(
        (await api.delete(`/api/deletemodule/${created.body.id}/`, { token: staff.access })).status,
      ).toBe(204);
      expect((await api.get('/api/feedback/ADM102')).status).toBe(404);
    });

    it('refuses a duplicate code ignoring case (409) and bad fields (400)', async () => {
      await createModule(server, { code: 'DUP200' });
      const duplicate = await api.post(
        '/api/newmodule/',
        { code: 'dup200', title: 'Again' },
        { token: staff.access },
      );
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.fields).toHaveProperty('code');
      const bad = await api.post(
        '/api/newmodule/',
        { code: 'has space', title: null },
        { token: staff.access },
      );
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fields).sort()).toEqual(['code', 'title']);
    });

    it('refuses a lecturer list not written as names separated by a comma and a space (400)', async () => {
      const bad = await api.post(
        '/api/newmodule/',
        { code: 'LECT300', title: 'Lecturers', lecturersNames: 'Doe,Prof  Smith' },
        { token: staff.access },
      );
      expect(bad.status).toBe(400);
      expect(bad.body.fields.lecturersNames).toMatch(
        /^Separate the names with a comma and a space/,
      );
    });

    it('refuses to delete a module with feedback unless forced', async () => {
      const year = await createYear(server);
      const module = await createModule(server);
      await submit(module.id, year.id);
      const refused = await api.delete(`/api/deletemodule/${module.id}/`, { token: staff.access });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain('1 feedback entry');
      const explicitNo = await api.delete(`/api/deletemodule/${module.id}/?force=false`, {
        token: staff.access,
      });
      expect(explicitNo.status).toBe(409);
      expect(await countFeedback(server, module.id)).toBe(1);
      const forced = await api.delete(`/api/deletemodule/${module.id}/?force=true`, {
        token: staff.access,
      });
      expect(forced.status).toBe(204);
      expect(await countFeedback(server, module.id)).toBe(0);
    });
  });

  describe('feedback administration', () => {
    it('lists every entry with its author for staff, and deletes by id', async () => {
      const year = await createYear(server);
      const module = await createModule(server);
      const { author, feedback } = await submit(module.id, year.id);
      const list = await api.get('/api/feedbacks/', { token: staff.access });
      expect(list.status).toBe(200);
      const entry = list.body.find((f: { id: number }) => f.id === feedback.id);
      expect(entry).toMatchObject({
        student: author.account.studentId,
        module: { id: module.id, code: module.code },
        academicYear: { id: year.id, year: year.year },
        lecturerRating: 5,
      });
      const deleted = await api.delete(`/api/deletefeedback/${feedback.id}/`, {
        token: staff.access,
      });
      expect(deleted.status).toBe(204);
      expect(
        (await api.delete(`/api/deletefeedback/${feedback.id}/`, { token: staff.access })).status,
      ).toBe(404);
      // The author may now submit again.
      const again = await api.post('/api/newfeedback/', feedbackBody(module, year), {
        token: author.access,
      });
      expect(again.status).toBe(201);
    });
  });

  describe('users', () => {
    it('lists accounts without any password or hash', async () => {
      const reply = await api.get('/api/accounts/users/', { token: staff.access });
      expect(reply.status).toBe(200);
      expect(reply.body).toContainEqual({
        id: student.account.id,
        user: {
          username: student.account.user.username,
          email: student.account.user.email,
          is_staff: false,
        },
        studentId: student.account.studentId,
      });
      expect(reply.body).toContainEqual(
        expect.objectContaining({ id: staff.account.id, studentId: null }),
      );
      expect(JSON.stringify(reply.body)).not.toMatch(/password|argon2/i);
    });

    it('creates a student account (201) that can sign in', async () => {
      const reply = await api.post(
        '/api/accounts/newuser/',
        {
          user: {
            username: 'made.by.staff',
            email: 'made@example.test',
            password: 'a good password',
          },
        },
        { token: staff.access },
      );
      expect(reply.status).toBe(201);
      expect(reply.body).toMatchObject({ user: { username: 'made.by.staff', is_staff: false } });
      await login(api, 'made.by.staff', 'a good password');
      const duplicate = await api.post(
        '/api/accounts/newuser/',
        {
          user: { username: 'made.by.staff', email: 'x@example.test', password: 'a good password' },
        },
        { token: staff.access },
      );
      expect(duplicate.status).toBe(409);
    });

    it('deletes a user: feedback stays, detached, and their tokens stop working', async () => {
      const year = await createYear(server);
      const module = await createModule(server);
      const { author, feedback } = await submit(module.id, year.id);
      const deleted = await api.delete(`/api/accounts/deleteuser/${author.account.id}/`, {
        token: staff.access,
      });
      expect(deleted.status).toBe(204);
      const list = await api.get(`/api/feedback/${module.code}`, { token: staff.access });
      expect(list.body).toEqual([expect.objectContaining({ id: feedback.id, student: null })]);
      expect((await api.get(`/api/feedback/${module.code}`, { token: author.access })).status).toBe(
        401,
      );
      const refresh = await api.post('/api/accounts/token/refresh/', { refresh: author.refresh });
      expect(refresh.status).toBe(401);
      expect(
        (
          await api.delete(`/api/accounts/deleteuser/${author.account.id}/`, {
            token: staff.access,
          })
        ).status,
      ).toBe(404);
    });

    it('does not let staff delete their own account', async () => {
      const reply = await api.delete(`/api/accounts/deleteuser/${staff.account.id}/`, {
        token: staff.access,
      });
      expect(reply.status).toBe(409);
      expect((await api.get('/api/accounts/users/', { token: staff.access })).status).toBe(200);
    });

    it('answers 405 with an empty Allow header to edits, and changes nothing', async () => {
      const reply = await api.put(
        `/api/accounts/edituser/${student.account.id}/`,
        { user: { username: 'renamed', email: 'renamed@example.test', is_staff: true } },
        { token: staff.access },
      );
      expect(reply.status).toBe(405);
      expect(reply.body).toMatchObject({ statusCode: 405 });
      // Present but empty: no method on this path is allowed (RFC 9110 §10.2.1).
      expect(reply.headers.get('allow')).toBe('');
      const tokens = await login(api, student.account.user.username);
      expect(decodeJwt(tokens.access)).toMatchObject({ is_staff: false });
    });
  });
});
