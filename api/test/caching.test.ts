// Cached list responses stay correct when another server instance (or a command) changes
// the data: two servers share one database here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createModule,
  createSession,
  createYear,
  feedbackBody,
  type Session,
} from './support/fixtures';
import { client, type Client } from './support/http';
import {
  createTestDatabase,
  startServer,
  targets,
  type TestDatabase,
  type TestServer,
} from './support/server';

describe.each(targets())('response caching across instances on %s', (target) => {
  let database: TestDatabase;
  let first: TestServer;
  let second: TestServer;
  let viaFirst: Client;
  let viaSecond: Client;
  let staff: Session;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    first = await startServer(target, {}, database);
    second = await startServer(target, {}, database);
    viaFirst = client(first.url);
    viaSecond = client(second.url);
    staff = await createSession(first, viaFirst, 'staff');
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('shows a module created through one instance in the other’s cached list at once', async () => {
    const before = await viaSecond.get('/api/modules/');
    const created = await viaFirst.post(
      '/api/newmodule/',
      { code: 'CACHE1', title: 'Cached' },
      { token: staff.access },
    );
    expect(created.status).toBe(201);
    const after = await viaSecond.get('/api/modules/');
    expect(after.body).toHaveLength(before.body.length + 1);
    expect(after.body).toContainEqual(created.body);
  });

  it('shows new feedback, edits and detached authors everywhere at once', async () => {
    const module = await createModule(second);
    const year = await createYear(second);
    const path = `/api/feedback/${module.code}`;
    expect((await viaSecond.get(path, { token: staff.access })).body).toEqual([]);

    const author = await createSession(first, viaFirst, 'student');
    const submitted = await viaFirst.post('/api/newfeedback/', feedbackBody(module, year), {
      token: author.access,
    });
    expect(submitted.status).toBe(201);
    const [entry] = (await viaSecond.get(path, { token: staff.access })).body;
    expect(entry).toMatchObject({ id: submitted.body.id, student: author.account.studentId });

    await viaFirst.put(
      `/api/editmodule/${module.id}/`,
      { code: module.code, title: 'Renamed elsewhere' },
      { token: staff.access },
    );
    await viaFirst.delete(`/api/accounts/deleteuser/${author.account.id}/`, {
      token: staff.access,
    });
    const [changed] = (await viaSecond.get(path, { token: staff.access })).body;
    expect(changed).toMatchObject({ student: null, module: { title: 'Renamed elsewhere' } });
  });

  it('keeps separate cached views per caller: anonymous never gets lecturer fields', async () => {
    const module = await createModule(second);
    const year = await createYear(second);
    const author = await createSession(first, viaFirst, 'student');
    await viaFirst.post('/api/newfeedback/', feedbackBody(module, year), { token: author.access });
    const path = `/api/feedback/${module.code}`;
    expect((await viaSecond.get(path, { token: staff.access })).body[0]).toHaveProperty('student');
    const [anonymous] = (await viaSecond.get(path)).body;
    expect(anonymous).not.toHaveProperty('lecturerRating');
    expect(anonymous).not.toHaveProperty('student');
  });

  it('sends gzip to clients that accept it, and plain JSON to the others', async () => {
    const plain = await fetch(`${second.url}/api/modules/`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const gzip = await fetch(`${second.url}/api/modules/`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await gzip.json()).toEqual(await plain.json());
  });
});
