// Refresh rotation and reuse detection, with two server instances on one database: a
// refresh token works once, and presenting it again revokes every token of its login.
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVOKED_REFRESH } from '../src/auth/refresh-reuse';
import { createTokenService } from '../src/auth/tokens';
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/database';
import { createMigrator } from '../src/db/migrate';
import {
  insertAccountOnOldSchema,
  login,
  uniqueName,
  type SignedInAccount,
} from './support/fixtures';
import { client, type Client } from './support/http';
import { startInstancePair } from './support/scenario';
import {
  createTestDatabase,
  startServer,
  targets,
  type TestDatabase,
  type TestServer,
} from './support/server';

const refresh = (api: Client, token: string) =>
  api.post('/api/accounts/token/refresh/', { refresh: token });

describe.each(targets())('refresh token families on %s', (target) => {
  let first: TestServer;
  let viaFirst: Client;
  let viaSecond: Client;
  let staff: SignedInAccount;
  let close: () => Promise<void>;
  const signIn = () => login(viaFirst, staff.account.user.username);

  beforeAll(async () => {
    ({ first, viaFirst, viaSecond, staff, close } = await startInstancePair(target));
  });
  afterAll(() => close?.());

  /** Asserts the refusal that reuse detection gives (not the plain "invalid" one). */
  async function expectRevoked(api: Client, token: string) {
    const reply = await refresh(api, token);
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ statusCode: 401, message: REVOKED_REFRESH });
  }

  it('rotates along a chain, on either instance, each token working once', async () => {
    const start = await signIn();
    const rotated = await refresh(viaFirst, start.refresh);
    expect(rotated.status).toBe(200);
    expect(rotated.body.refresh).not.toBe(start.refresh);
    expect(decodeJwt(rotated.body.access).user_id).toBe(staff.account.id);
    expect((await refresh(viaSecond, rotated.body.refresh)).status).toBe(200);
  });

  it('revokes the newer tokens of the chain when a rotated token is presented again', async () => {
    const start = await signIn();
    const middle = (await refresh(viaFirst, start.refresh)).body;
    const newest = (await refresh(viaSecond, middle.refresh)).body;

    await expectRevoked(viaSecond, start.refresh);
    await expectRevoked(viaFirst, newest.refresh);
    await expectRevoked(viaFirst, middle.refresh);
    // Access tokens are not tracked: one already issued lives out its few minutes.
    const stillValid = await viaFirst.get('/api/accounts/users/', { token: newest.access });
    expect(stillValid.status).toBe(200);
  });

  it('leaves the same user’s other sign-ins working', async () => {
    const stolen = await signIn();
    const other = await signIn();
    expect((await refresh(viaFirst, stolen.refresh)).status).toBe(200);
    await expectRevoked(viaSecond, stolen.refresh);
    expect((await refresh(viaSecond, other.refresh)).status).toBe(200);
  });

  it('lets exactly one of simultaneous uses succeed; the rest are reuse', async () => {
    const other = await signIn();
    const { refresh: token } = await signIn();
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) => refresh(i % 2 ? viaSecond : viaFirst, token)),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 401, 401, 401, 401, 401]);
    const winner = replies.find((r) => r.status === 200)!.body;
    // The server cannot tell a racing copy from a thief, so even the winner's chain ends.
    await expectRevoked(viaFirst, winner.refresh);
    expect((await refresh(viaFirst, other.refresh)).status).toBe(200);
  });

  it('leaves nothing usable when a replay races a rotation of the newest token', async () => {
    for (let round = 0; round < 5; round++) {
      const start = await signIn();
      const newest = (await refresh(viaFirst, start.refresh)).body;
      const [replay, race] = await Promise.all([
        refresh(viaFirst, start.refresh),
        refresh(viaSecond, newest.refresh),
      ]);
      expect(replay.status).toBe(401);
      // Whichever won, a token the race handed out belongs to the revoked family.
      if (race.status === 200) await expectRevoked(viaSecond, race.body.refresh);
      else expect(race.status).toBe(401);
    }
  });

  it('prunes families whose tokens expired over a minute ago, but not a brand-new one', async () => {
    const db = first.app.appContext.db;
    const { refresh: token } = await signIn();
    const { family_id } = await db
      .selectFrom('refresh_tokens')
      .select('family_id')
      .where('jti', '=', decodeJwt(token).jti!)
      .executeTakeFirstOrThrow();
    const longAgo = new Date(Date.now() - 2 * 60_000).toISOString();
    await db
      .updateTable('refresh_tokens')
      .set({ expires_at: longAgo })
      .where('family_id', '=', family_id)
      .execute();
    await db
      .updateTable('refresh_token_families')
      .set({ created_at: longAgo })
      .where('id', '=', family_id)
      .execute();
    // As a concurrent login leaves it between creating its family and its first token.
    const starting = { id: uniqueName('family'), user_id: staff.account.id, revoked_at: null };
    await db
      .insertInto('refresh_token_families')
      .values({ ...starting, created_at: new Date().toISOString() })
      .execute();

    await signIn();
    const left = await db
      .selectFrom('refresh_token_families')
      .select('id')
      .where('id', 'in', [family_id, starting.id])
      .execute();
    expect(left).toEqual([{ id: starting.id }]);
  });
});

describe.each(targets())('refresh tokens issued before families existed, on %s', (target) => {
  let database: TestDatabase;
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('keep working, each as a family of its own', async () => {
    database = await createTestDatabase(target);
    const connection = connectDatabase(database);
    const { error } = await createMigrator(connection).migrateTo('0002-data-revision');
    expect(error).toBeUndefined();
    const account = { id: await insertAccountOnOldSchema(connection.db, uniqueName('legacy')) };
    const config = loadConfig({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl });
    const tokens = createTokenService({
      secret: config.jwtSecret,
      accessTtlSeconds: config.accessTokenTtlSeconds,
      refreshTtlSeconds: config.refreshTokenTtlSeconds,
    });
    const legacy = await tokens.issueRefresh(account.id, new Date(Date.now() + 3_600_000));
    await sql`
      insert into refresh_tokens (jti, user_id, expires_at, revoked_at)
      values (${legacy.jti}, ${account.id}, ${legacy.expiresAt.toISOString()}, null)`.execute(
      connection.db,
    );
    await connection.db.destroy();

    server = await startServer(target, {}, database);
    const api = client(server.url);
    const rotated = await refresh(api, legacy.token);
    expect(rotated.status).toBe(200);
    const reused = await refresh(api, legacy.token);
    expect(reused.body.message).toBe(REVOKED_REFRESH);
    expect((await refresh(api, rotated.body.refresh)).status).toBe(401);
  });
});
