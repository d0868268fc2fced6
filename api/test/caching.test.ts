// Cached list responses stay correct when another server instance (or a command) changes
// the data: two servers share one database here.
import type { Module } from '@module-feedback/shared/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Revision from '../src/response-cache/revision';
import type * as ModuleList from '../src/feedback/module-list';
import {
  createModule,
  createSignedInAccount,
  createYear,
  feedbackBody,
  type SignedInAccount,
} from './support/fixtures';
import { client, type Client } from './support/http';
import { startInstancePair, type InstancePair } from './support/scenario';
import { targets, type TestServer } from './support/server';

/** Revision queries made by every server in this file, counted by wrapping the reader. */
const revisionQueries = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/response-cache/revision', async (importOriginal) => {
  const actual = await importOriginal<typeof Revision>();
  return {
    ...actual,
    createRevisionReader(...args: Parameters<typeof Revision.createRevisionReader>) {
      const reader = actual.createRevisionReader(...args);
      return {
        ...reader,
        read() {
          revisionQueries.count += 1;
          return reader.read();
        },
      };
    },
  };
});

/** Module feedback lists built (not served from the cache) by every server in this file. */
const listBuilds = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/feedback/module-list', async (importOriginal) => {
  const actual = await importOriginal<typeof ModuleList>();
  return {
    ...actual,
    moduleFeedbackList(...args: Parameters<typeof ModuleList.moduleFeedbackList>) {
      listBuilds.count += 1;
      return actual.moduleFeedbackList(...args);
    },
  };
});

describe.each(targets())('response caching across instances on %s', (target) => {
  let first: TestServer;
  let second: TestServer;
  let viaFirst: Client;
  let viaSecond: Client;
  let staff: SignedInAccount;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // Reading the revision on every request makes another instance's change show at once.
    const everyRequest = { revisionCheckIntervalMs: 0 };
    ({ first, second, viaFirst, viaSecond, staff, close } = await startInstancePair(
      target,
      everyRequest,
      everyRequest,
    ));
  });
  afterAll(() => close?.());

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

    const author = await createSignedInAccount(first, viaFirst, 'student');
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
    const author = await createSignedInAccount(first, viaFirst, 'student');
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

  it.each([
    ['gzip;q=0', null],
    ['GZIP;Q=0', null],
    ['gzip;q=0, *', null],
    ['gzip;q=0.5, identity', null],
    ['identity;q=0.5, gzip', 'gzip'],
    ['*', 'gzip'],
    ['br', null],
  ])('honours Accept-Encoding: %s', async (acceptEncoding, encoding) => {
    for (const path of ['/api/modules/', '/api/academicyears/']) {
      const reply = await fetch(`${second.url}${path}`, {
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(reply.headers.get('content-encoding'), path).toBe(encoding);
      expect(reply.headers.get('vary'), path).toMatch(/accept-encoding/i);
      expect(Array.isArray(await reply.json()), path).toBe(true);
    }
  });
});

describe.each(targets())('revision reads shared for an interval on %s', (target) => {
  /** Keeps a revision read for an hour: only its own writes can make it read again. */
  let patient: TestServer;
  /** The default interval. */
  let prompt: TestServer;
  let viaPatient: Client;
  let staff: SignedInAccount;
  let close: () => Promise<void>;
  const listModules = async (api: Client) => (await api.get('/api/modules/')).body as Module[];

  beforeAll(async () => {
    ({
      first: patient,
      second: prompt,
      viaFirst: viaPatient,
      staff,
      close,
    } = await startInstancePair(target, { revisionCheckIntervalMs: 3_600_000 }));
  });
  afterAll(() => close?.());

  it('shows this instance’s own writes at once, however long the interval', async () => {
    await listModules(viaPatient);
    const created = await viaPatient.post(
      '/api/newmodule/',
      { code: 'OWN1', title: 'Own write' },
      { token: staff.access },
    );
    expect(await listModules(viaPatient)).toContainEqual(created.body);

    // Deleting with feedback is a transaction: seen once it has committed.
    const deleted = await viaPatient.delete(`/api/deletemodule/${created.body.id}/?force=true`, {
      token: staff.access,
    });
    expect(deleted.status).toBe(204);
    expect(await listModules(viaPatient)).not.toContainEqual(created.body);

    // Writes that bypass the routes go through the same database handle.
    const direct = await createModule(patient);
    expect(await listModules(viaPatient)).toContainEqual(direct);
  });

  it('shows another instance’s write once the interval has passed', async () => {
    const viaPrompt = client(prompt.url);
    await listModules(viaPrompt);
    const created = await createModule(patient);
    await expect
      .poll(() => listModules(viaPrompt), { timeout: 10_000, interval: 10 })
      .toContainEqual(created);
  });

  it('answers concurrent requests with one revision query', async () => {
    await createModule(patient); // a local write, so the next request reads the revision
    revisionQueries.count = 0;
    const replies = await Promise.all(Array.from({ length: 20 }, () => listModules(viaPatient)));
    expect(new Set(replies.map((modules) => modules.length)).size).toBe(1);
    expect(revisionQueries.count).toBe(1);
  });
});

describe.each(targets())('writes invalidating only the lists they change, on %s', (target) => {
  let pair: InstancePair;
  beforeAll(async () => {
    const everyRequest = { revisionCheckIntervalMs: 0 };
    pair = await startInstancePair(target, everyRequest, everyRequest);
  });
  afterAll(() => pair?.close());

  it('rebuilds a module’s (and a year’s) lists only when their data changed', async () => {
    const { first, viaFirst, viaSecond, staff } = pair;
    const [a, b] = [await createModule(first), await createModule(first)];
    const [older, newer] = [await createYear(first), await createYear(first)];
    const paths = {
      a: `/api/feedback/${a.code}`,
      aOlder: `/api/feedback/${a.code}?year=${older.year}`,
      aNewer: `/api/feedback/${a.code}?year=${newer.year}`,
      b: `/api/feedback/${b.code}`,
    };
    /** Reads through the other instance; true when the list had to be built again. */
    const rebuilt = async (path: string, token?: string) => {
      const before = listBuilds.count;
      expect((await viaSecond.get(path, { token })).status).toBe(200);
      return listBuilds.count > before;
    };
    for (const path of Object.values(paths)) await rebuilt(path);
    await rebuilt(paths.b, staff.access);

    const author = await createSignedInAccount(first, viaFirst, 'student');
    await viaFirst.post('/api/newfeedback/', feedbackBody(b, older), { token: author.access });
    expect(await rebuilt(paths.b)).toBe(true);
    expect(await rebuilt(paths.a)).toBe(false);
    expect(await rebuilt(paths.aOlder)).toBe(false);

    await viaFirst.post('/api/newfeedback/', feedbackBody(a, newer), { token: author.access });
    expect(await rebuilt(paths.aNewer)).toBe(true);
    expect(await rebuilt(paths.a)).toBe(true);
    expect(await rebuilt(paths.aOlder)).toBe(false);
    expect(await rebuilt(paths.b)).toBe(false);

    // Signing up touches no list.
    const signup = await viaFirst.post('/api/accounts/signup/', {
      user: {
        username: 'scoped.newcomer',
        email: 'newcomer@example.test',
        password: 'a long password',
      },
    });
    expect(signup.status).toBe(201);
    expect(await rebuilt(paths.a)).toBe(false);

    // Renaming a module rebuilds its lists only.
    await viaFirst.put(
      `/api/editmodule/${b.id}/`,
      { code: b.code, title: 'Renamed' },
      { token: staff.access },
    );
    expect(await rebuilt(paths.b)).toBe(true);
    expect(await rebuilt(paths.a)).toBe(false);

    // Deleting an author changes what staff see in the lists of the modules they wrote on.
    await viaFirst.delete(`/api/accounts/deleteuser/${author.account.id}/`, {
      token: staff.access,
    });
    expect(await rebuilt(paths.b, staff.access)).toBe(true);
    const [entry] = (await viaSecond.get(paths.b, { token: staff.access })).body;
    expect(entry).toMatchObject({ student: null, module: { title: 'Renamed' } });
  });
});
