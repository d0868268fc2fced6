// How a sign-in ends: signing out on the server, and the absolute sign-in lifetime that
// refresh-token rotation cannot extend.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_REFRESH } from '../src/auth/refresh-reuse';
import { login, type SignedInAccount } from './support/fixtures';
import type { Client } from './support/http';
import { startScenario } from './support/scenario';
import { targets, type TestServer } from './support/server';

const SIGN_IN_TTL_SECONDS = 600;

const refresh = (api: Client, token: string) =>
  api.post('/api/accounts/token/refresh/', { refresh: token });
const signOut = (api: Client, token: string) =>
  api.post('/api/accounts/token/revoke/', { refresh: token });

describe.each(targets())('ending sign-ins on %s', (target) => {
  let server: TestServer;
  let api: Client;
  let student: SignedInAccount;
  const signIn = () => login(api, student.account.user.username);

  beforeAll(async () => {
    ({ server, api, student } = await startScenario(target, {
      signInTtlSeconds: SIGN_IN_TTL_SECONDS,
    }));
  });
  afterAll(() => server?.close());

  describe('POST /api/accounts/token/revoke/', () => {
    it('ends the sign-in: its refresh token is refused afterwards', async () => {
      const tokens = await signIn();
      const reply = await signOut(api, tokens.refresh);
      expect(reply.status).toBe(204);
      const refused = await refresh(api, tokens.refresh);
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ statusCode: 401, message: INVALID_REFRESH });
    });

    it('ends the whole chain, whichever of its tokens is presented', async () => {
      const first = await signIn();
      const second = (await refresh(api, first.refresh)).body;
      const newest = (await refresh(api, second.refresh)).body;
      expect((await signOut(api, first.refresh)).status).toBe(204);
      expect((await refresh(api, newest.refresh)).status).toBe(401);
    });

    it("leaves the user's other sign-ins working, and may be repeated", async () => {
      const leaving = await signIn();
      const staying = await signIn();
      expect((await signOut(api, leaving.refresh)).status).toBe(204);
      expect((await signOut(api, leaving.refresh)).status).toBe(204);
      expect((await refresh(api, staying.refresh)).status).toBe(200);
    });

    it('refuses what is not a refresh token of this server', async () => {
      for (const token of [student.access, 'not-a-jwt']) {
        const reply = await signOut(api, token);
        expect(reply.status).toBe(401);
        expect(reply.body).toMatchObject({ statusCode: 401 });
      }
      expect((await api.post('/api/accounts/token/revoke/', {})).status).toBe(400);
    });
  });

  describe('absolute sign-in lifetime', () => {
    it('never lets rotation push a refresh token past the end of the sign-in', async () => {
      const before = Math.floor(Date.now() / 1000);
      let tokens = await signIn();
      const after = Math.ceil(Date.now() / 1000);
      const end = decodeJwt(tokens.refresh).exp!;
      expect(end).toBeGreaterThanOrEqual(before + SIGN_IN_TTL_SECONDS);
      expect(end).toBeLessThanOrEqual(after + SIGN_IN_TTL_SECONDS);
      for (let i = 0; i < 3; i++) {
        tokens = (await refresh(api, tokens.refresh)).body;
        expect(decodeJwt(tokens.refresh).exp).toBe(end);
      }
    });

    it('refuses to rotate once the sign-in is older than its lifetime', async () => {
      const tokens = await signIn();
      const db = server.app.appContext.db;
      const { family_id } = await db
        .selectFrom('refresh_tokens')
        .select('family_id')
        .where('jti', '=', decodeJwt(tokens.refresh).jti!)
        .executeTakeFirstOrThrow();
      // As if the sign-in had happened just over a sign-in lifetime ago.
      const longAgo = new Date(Date.now() - (SIGN_IN_TTL_SECONDS + 5) * 1000).toISOString();
      await db
        .updateTable('refresh_token_families')
        .set({ created_at: longAgo })
        .where('id', '=', family_id)
        .execute();
      const reply = await refresh(api, tokens.refresh);
      expect(reply.status).toBe(401);
      expect(reply.body.message).toBe(INVALID_REFRESH);
    });
  });
});
