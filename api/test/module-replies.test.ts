// "You said, we did" replies on both databases: staff and the module's own leaders write and
// rewrite one reply per module's year (with their role), everyone reads it, below the
// anonymity threshold too; students, visitors and leaders of other modules may not write; the
// text is checked by the shared rule; unknown modules and years are 404.
import {
  MODULE_REPLY_MAX_LENGTH,
  MODULE_REPLY_MESSAGES,
  PUBLICATION_ROUTES,
  fillRoute,
  type AcademicYear,
  type Module,
} from '@module-feedback/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createModule,
  createSignedInAccount,
  makeLeader,
  createYear,
  type SignedInAccount,
} from './support/fixtures';
import type { Client } from './support/http';
import { startScenario } from './support/scenario';
import { targets, type TestServer } from './support/server';

describe.each(targets())('module replies on %s', (target) => {
  let server: TestServer;
  let api: Client;
  let student: SignedInAccount;
  let staff: SignedInAccount;
  let leader: SignedInAccount;
  let otherLeader: SignedInAccount;
  let module: Module;
  let otherModule: Module;
  let year: AcademicYear;

  const replyPath = (of: Module = module, value = year.year) =>
    fillRoute(PUBLICATION_ROUTES.moduleReply, { moduleCode: of.code, year: value });

  beforeAll(async () => {
    // No feedback at all: far below the threshold, and the reply is shown anyway.
    ({ server, api, student, staff } = await startScenario(target, { minResponsesToPublish: 5 }));
    year = await createYear(server);
    module = await createModule(server);
    otherModule = await createModule(server);
    leader = await createSignedInAccount(server, api, 'student', 'leader');
    otherLeader = await createSignedInAccount(server, api, 'student', 'other');
    await makeLeader(server, leader, module);
    await makeLeader(server, otherLeader, otherModule);
  });
  afterAll(() => server?.close());

  it('has no reply until one is written', async () => {
    const reply = await api.get(replyPath());
    expect(reply).toMatchObject({ status: 200, body: { reply: null } });
    expect(reply.headers.get('cache-control')).toBe('no-cache');
  });

  it("lets the module's leader write it and staff rewrite it, keeping when it was first written", async () => {
    const written = await api.put(
      replyPath(),
      { text: '  We moved the coursework deadline.  ' },
      { token: leader.access },
    );
    expect(written.status).toBe(200);
    expect(written.body).toMatchObject({
      text: 'We moved the coursework deadline.',
      authorRole: 'module leader',
    });
    expect(written.body.createdAt).toBe(written.body.updatedAt);

    const anonymous = await api.get(replyPath());
    expect(anonymous.body.reply).toEqual(written.body);

    const rewritten = await api.put(
      replyPath(),
      { text: 'The labs now come with model answers.' },
      { token: staff.access },
    );
    expect(rewritten.body).toMatchObject({
      text: 'The labs now come with model answers.',
      authorRole: 'staff',
      createdAt: written.body.createdAt,
    });
    expect(Date.parse(rewritten.body.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(written.body.createdAt),
    );
    const read = await api.get(replyPath(), { token: student.access });
    expect(read.body.reply.text).toBe('The labs now come with model answers.');
    // One reply per module's year.
    const rows = await server.app.appContext.db
      .selectFrom('module_replies')
      .select('id')
      .where('module_id', '=', module.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps replies apart per module and year', async () => {
    const later = await createYear(server);
    await api.put(replyPath(module, later.year), { text: 'Next year.' }, { token: staff.access });
    expect((await api.get(replyPath(module, later.year))).body.reply.text).toBe('Next year.');
    expect((await api.get(replyPath(otherModule))).body.reply).toBeNull();
  });

  it('refuses visitors, students and leaders of other modules', async () => {
    const body = { text: 'Not mine to say.' };
    expect((await api.put(replyPath(), body)).status).toBe(401);
    for (const account of [student, otherLeader]) {
      const reply = await api.put(replyPath(), body, { token: account.access });
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe(MODULE_REPLY_MESSAGES.notAllowed);
    }
  });

  it('checks the text with the shared rule', async () => {
    const cases = [
      [{ text: '   ' }, MODULE_REPLY_MESSAGES.empty],
      [{ text: 'x'.repeat(MODULE_REPLY_MAX_LENGTH + 1) }, MODULE_REPLY_MESSAGES.tooLong],
      [{ text: 42 }, 'The reply must be text.'],
      [{}, 'The reply must be text.'],
    ] as const;
    for (const [body, message] of cases) {
      const reply = await api.put(replyPath(), body, { token: staff.access });
      expect(reply.status).toBe(400);
      expect(reply.body.fields?.text ?? reply.body.message).toBe(message);
    }
    const longest = await api.put(
      replyPath(),
      { text: 'y'.repeat(MODULE_REPLY_MAX_LENGTH) },
      { token: staff.access },
    );
    expect(longest.status).toBe(200);
  });

  it('answers 404 for an unknown module or year', async () => {
    const unknownModule = fillRoute(PUBLICATION_ROUTES.moduleReply, {
      moduleCode: 'NOPE404',
      year: year.year,
    });
    expect((await api.get(unknownModule)).status).toBe(404);
    expect((await api.put(unknownModule, { text: 'Hi' }, { token: staff.access })).status).toBe(
      404,
    );
    expect((await api.get(replyPath(module, 1901))).status).toBe(404);
  });
});
