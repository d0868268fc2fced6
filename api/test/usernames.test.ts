// Usernames in NFKC form, and no username that looks like another one.
import { MESSAGES } from '@module-feedback/shared/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../src/auth/passwords';
import { connectDatabase } from '../src/db/database';
import { createMigrator } from '../src/db/migrate';
import {
  insertAccountOnOldSchema,
  login,
  uniqueName,
  type SignedInAccount,
} from './support/fixtures';
import { client, type Client } from './support/http';
import { startScenario } from './support/scenario';
import {
  createTestDatabase,
  startServer,
  targets,
  TEST_ARGON2,
  type TestDatabase,
  type TestServer,
} from './support/server';

const PASSWORD = 'a good password';

const account = (username: string, email = `${uniqueName('mail')}@example.test`) => ({
  user: { username, email, password: PASSWORD },
});

describe.each(targets())('usernames on %s', (target) => {
  let server: TestServer;
  let api: Client;
  let staff: SignedInAccount;

  beforeAll(async () => {
    ({ server, api, staff } = await startScenario(target));
  });
  afterAll(() => server?.close());

  it('stores a full-width username in NFKC form and signs in with either form', async () => {
    const plain = uniqueName('wide');
    const wide = [...plain].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join('');
    const reply = await api.post('/api/accounts/signup/', account(wide));
    expect(reply.status).toBe(201);
    expect(reply.body.user.username).toBe(plain);
    for (const name of [plain, wide]) {
      expect(decodeJwt((await login(api, name, PASSWORD)).access).username).toBe(plain);
    }
  });

  it.each([
    ['a Cyrillic а', (name: string) => name.replace('a', '\u0430')],
    ['a Greek capital Α', (name: string) => name.replace('a', '\u0391')],
    ['a digit 0 for o', (name: string) => name.replace('o', '0')],
    ['capitals with a Cyrillic А', (name: string) => name.toUpperCase().replace('A', '\u0410')],
  ])('refuses a sign-up whose name looks like an existing one (%s)', async (_, spoof) => {
    const original = uniqueName('admino');
    expect((await api.post('/api/accounts/signup/', account(original))).status).toBe(201);
    const lookAlike = spoof(original);
    expect(lookAlike).not.toBe(original);
    const reply = await api.post('/api/accounts/signup/', account(lookAlike));
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({
      error: 'Conflict',
      message: MESSAGES.signupFailed,
      statusCode: 409,
    });
  });

  const SMALL_CAPITALS: Record<string, string> = { a: 'ᴀ', d: 'ᴅ', m: 'ᴍ', i: 'ɪ', n: 'ɴ', e: 'ᴇ' };
  it.each([
    ['small capitals', (name: string) => name.replace(/[admine]/g, (c) => SMALL_CAPITALS[c]!)],
    ['an accent', (name: string) => name.replace('i', 'í')],
    ['a capital I for an l', (name: string) => name.replace('l', 'I')],
  ])('refuses a sign-up whose name looks like an existing one (%s)', async (_, spoof) => {
    const original = uniqueName('adminel');
    expect((await api.post('/api/accounts/signup/', account(original))).status).toBe(201);
    const lookAlike = spoof(original);
    expect(lookAlike).not.toBe(original);
    const reply = await api.post('/api/accounts/signup/', account(lookAlike));
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(MESSAGES.signupFailed);
  });

  it('refuses a name with a bidirectional override or isolate control', async () => {
    for (const control of ['\u202E', '\u2067']) {
      const reply = await api.post(
        '/api/accounts/signup/',
        account(`${control}${uniqueName('nimda')}`),
      );
      expect(reply.status).toBe(400);
      expect(reply.body.fields['user.username']).toMatch(/may contain only letters/);
    }
  });

  it('still accepts names in other scripts that look like no one', async () => {
    const reply = await api.post('/api/accounts/signup/', account(`иван${process.pid}`));
    expect(reply.status).toBe(201);
  });

  it('tells staff which field clashed when they create a user', async () => {
    const original = uniqueName('staffmade');
    const create = (body: object) =>
      api.post('/api/accounts/newuser/', body, { token: staff.access });
    expect((await create(account(original))).status).toBe(201);
    const lookAlike = await create(account(original.replace('a', '\u0430')));
    expect(lookAlike.status).toBe(409);
    expect(lookAlike.body.fields).toEqual({
      'user.username': 'A user with a username that looks the same already exists.',
    });
    const taken = await create(account(uniqueName('other'), `${original}-x@example.test`));
    expect(taken.status).toBe(201);
    const sameEmail = await create(account(uniqueName('other'), `${original}-x@example.test`));
    expect(sameEmail.body.fields).toEqual({
      'user.email': 'A user with that email already exists.',
    });
  });

  it('frees the name of a deleted account', async () => {
    const original = uniqueName('leaving');
    const created = await api.post('/api/accounts/signup/', account(original));
    await api.delete(`/api/accounts/deleteuser/${created.body.id}/`, { token: staff.access });
    const again = await api.post('/api/accounts/signup/', account(original.replace('a', '\u0430')));
    expect(again.status).toBe(201);
  });
});

describe.each(targets())('accounts from before look-alike keys, on %s', (target) => {
  let database: TestDatabase;
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('keep signing in, even two that look alike, and new look-alikes of them are refused', async () => {
    database = await createTestDatabase(target);
    const connection = connectDatabase(database);
    try {
      const { error } = await createMigrator(connection).migrateTo('0003-refresh-token-families');
      expect(error).toBeUndefined();
      const hash = await (await createPasswordHasher(TEST_ARGON2)).hash(PASSWORD);
      for (const username of ['legacyadmin', 'legacy\u0430dmin']) {
        await insertAccountOnOldSchema(connection.db, username, hash);
      }
    } finally {
      await connection.db.destroy();
    }

    server = await startServer(target, {}, database);
    const api = client(server.url);
    for (const username of ['legacyadmin', 'legacy\u0430dmin']) {
      expect(decodeJwt((await login(api, username, PASSWORD)).access).username).toBe(username);
    }
    const spoof = await api.post('/api/accounts/signup/', account('LEGACY\u0410DMIN'));
    expect(spoof.status).toBe(409);
  });
});

describe.each(targets())(
  'accounts from before the look-alike keys were widened, on %s',
  (target) => {
    let database: TestDatabase;
    let server: TestServer | undefined;
    afterAll(async () => {
      await server?.close();
      await database?.drop();
    });

    it('get the wider keys: both of a pair keep signing in, and a new look-alike is refused', async () => {
      database = await createTestDatabase(target);
      const connection = connectDatabase(database);
      const older = ['oldadmin', 'oldᴀᴅᴍɪɴ'];
      try {
        const { error } = await createMigrator(connection).migrateTo('0009-moderation');
        expect(error).toBeUndefined();
        const hash = await (await createPasswordHasher(TEST_ARGON2)).hash(PASSWORD);
        for (const username of older) await insertAccountOnOldSchema(connection.db, username, hash);
      } finally {
        await connection.db.destroy();
      }

      server = await startServer(target, {}, database);
      const api = client(server.url);
      for (const username of older) {
        expect(decodeJwt((await login(api, username, PASSWORD)).access).username).toBe(username);
      }
      expect((await api.post('/api/accounts/signup/', account('oldAdmín'))).status).toBe(409);
    });
  },
);
