// Module leaders on both databases: only staff choose an account's modules (a list that
// replaces the previous one, unknown modules refused), the account stays a student (its user
// record unchanged, the user edit still refused), it reads its own led modules, and leading is
// scoped: full results of the modules it leads, what students see of the others. Deleting a
// module or the account takes its rows with it.
import {
  PUBLICATION_ROUTES,
  fillRoute,
  type AcademicYear,
  type Module,
  type UserRecord,
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

describe.each(targets())('module leaders on %s', (target) => {
  let server: TestServer;
  let api: Client;
  let student: SignedInAccount;
  let staff: SignedInAccount;
  let led: Module;
  let other: Module;
  let year: AcademicYear;

  const ledPath = (account: SignedInAccount) =>
    fillRoute(PUBLICATION_ROUTES.ledModules, { id: account.account.id });

  beforeAll(async () => {
    ({ server, api, student, staff } = await startScenario(target, { minResponsesToPublish: 5 }));
    year = await createYear(server);
    led = await createModule(server);
    other = await createModule(server);
    for (const module of [led, other]) {
      const author = await createSignedInAccount(server, api, 'student');
      const reply = await api.post('/api/newfeedback/', feedbackBody(module, year), {
        token: author.access,
      });
      expect(reply.status).toBe(201);
    }
  });
  afterAll(() => server?.close());

  it('lets staff set and read the modules an account leads, replacing the list each time', async () => {
    const leader = await createSignedInAccount(server, api, 'student', 'leader');
    const empty = await api.get(ledPath(leader), { token: staff.access });
    expect(empty).toMatchObject({ status: 200, body: { modules: [] } });

    const both = await api.put(
      ledPath(leader),
      { modules: [other.id, led.id, led.id] },
      { token: staff.access },
    );
    expect(both.body).toEqual({ modules: [led.id, other.id].sort((a, b) => a - b) });
    const one = await api.put(ledPath(leader), { modules: [led.id] }, { token: staff.access });
    expect(one.body).toEqual({ modules: [led.id] });
    expect((await api.get(ledPath(leader), { token: staff.access })).body).toEqual({
      modules: [led.id],
    });
    const own = await api.get(PUBLICATION_ROUTES.ownLedModules, { token: leader.access });
    expect(own).toMatchObject({ status: 200, body: { modules: [led.id] } });
  });

  it('keeps a leader a student: the users list, the edit call, the staff calls', async () => {
    const leader = await createSignedInAccount(server, api, 'student', 'leader');
    await api.put(ledPath(leader), { modules: [led.id] }, { token: staff.access });
    const users = await api.get<UserRecord[]>('/api/accounts/users/', { token: staff.access });
    const record = users.body.find((user) => user.id === leader.account.id)!;
    expect(record.user.is_staff).toBe(false);
    const edit = await api.put(
      `/api/accounts/edituser/${leader.account.id}/`,
      {},
      { token: staff.access },
    );
    expect(edit.status).toBe(405);
    // Staff calls stay staff's.
    expect((await api.get('/api/accounts/users/', { token: leader.access })).status).toBe(403);
  });

  it('refuses everyone but staff, unknown accounts and modules, and bad bodies', async () => {
    const leader = await createSignedInAccount(server, api, 'student', 'leader');
    expect((await api.get(ledPath(leader))).status).toBe(401);
    expect((await api.get(ledPath(leader), { token: student.access })).status).toBe(403);
    const byStudent = await api.put(
      ledPath(leader),
      { modules: [led.id] },
      { token: student.access },
    );
    expect(byStudent.status).toBe(403);

    const unknownAccount = fillRoute(PUBLICATION_ROUTES.ledModules, { id: 999_999 });
    expect((await api.get(unknownAccount, { token: staff.access })).status).toBe(404);
    const unknownModule = await api.put(
      ledPath(leader),
      { modules: [led.id, 999_999] },
      { token: staff.access },
    );
    expect(unknownModule.status).toBe(400);
    expect(unknownModule.body.message).toBe('Some of these modules do not exist.');
    // Nothing of a refused list was kept.
    expect((await api.get(ledPath(leader), { token: staff.access })).body.modules).toEqual([]);
    for (const body of [{}, { modules: 'all' }, { modules: [-1] }, { modules: ['x'] }]) {
      const reply = await api.put(ledPath(leader), body, { token: staff.access });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toEqual(expect.any(String));
    }
    expect((await api.get(PUBLICATION_ROUTES.ownLedModules)).status).toBe(401);
  });

  it('shows a leader the full results of their modules only', async () => {
    const leader = await createSignedInAccount(server, api, 'student', 'leader');
    await api.put(ledPath(leader), { modules: [led.id] }, { token: staff.access });
    const token = leader.access;
    const ledList = await api.get(`/api/feedback/${led.code}`, { token });
    expect(ledList.body).toHaveLength(1);
    // Lecturer results too, as for every signed-in reader.
    expect(ledList.body[0].lecturerFeedback).toBe('Engaging lectures.');
    expect((await api.get(`/api/feedback/${other.code}`, { token })).body).toEqual([]);
    const summary = await api.get(`/api/summarize-feedback/${other.code}/${year.year}`, { token });
    expect(summary.body.withheld).toEqual({ responses: 1, required: 5 });

    // Taking the module away applies at once.
    await api.put(ledPath(leader), { modules: [] }, { token: staff.access });
    expect((await api.get(`/api/feedback/${led.code}`, { token })).body).toEqual([]);
  });

  it("goes with the module and with the leader's account", async () => {
    const leader = await createSignedInAccount(server, api, 'student', 'leader');
    const gone = await createModule(server);
    await api.put(ledPath(leader), { modules: [gone.id, led.id] }, { token: staff.access });
    const deleted = await api.delete(`/api/deletemodule/${gone.id}/`, { token: staff.access });
    expect(deleted.status).toBe(204);
    expect((await api.get(ledPath(leader), { token: staff.access })).body.modules).toEqual([
      led.id,
    ]);
    const removed = await api.delete(`/api/accounts/deleteuser/${leader.account.id}/`, {
      token: staff.access,
    });
    expect(removed.status).toBe(204);
    const rows = await server.app.appContext.db
      .selectFrom('module_leaders')
      .selectAll()
      .where('user_id', '=', leader.account.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
