// Tokens, forgery, signup and rate limiting (rotation and reuse: refresh-families.test.ts).
import { randomUUID } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { MESSAGES } from '@module-feedback/shared/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD, login, uniqueName, type SignedInAccount } from './support/fixtures';
import { client, type Client } from './support/http';
import { startScenario } from './support/scenario';
import { startServer, targets, type TestServer } from './support/server';

describe.each(targets())('auth on %s', (target) => {
  let server: TestServer;
  let api: Client;
  let student: SignedInAccount;
  let staff: SignedInAccount;

  beforeAll(async () => {
    ({ server, api, student, staff } = await startScenario(target));
  });
  afterAll(() => server?.close());

  const sign = (claims: Record<string, unknown>, secret = server.config.jwtSecret, ttl = 300) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
      .setJti(randomUUID())
      .sign(new TextEncoder().encode(secret));

  describe('POST /api/accounts/token/', () => {
    it('returns access and refresh tokens whose claims describe the user', async () => {
      const claims = decodeJwt(student.access);
      expect(claims).toMatchObject({
        user_id: student.account.id,
        username: student.account.user.username,
        is_staff: false,
        studentId: student.account.studentId,
        token_type: 'access',
      });
      expect(typeof claims.jti).toBe('string');
      expect(claims.exp! - claims.iat!).toBe(server.config.accessTokenTtlSeconds);
      expect(decodeJwt(student.refresh)).toMatchObject({ token_type: 'refresh' });
      const refreshClaims = decodeJwt(student.refresh);
      expect(refreshClaims.exp! - refreshClaims.iat!).toBe(server.config.refreshTokenTtlSeconds);
      expect(decodeJwt(staff.access)).toMatchObject({ is_staff: true, studentId: null });
    });

    it('accepts the username in any letter case', async () => {
      const tokens = await login(api, student.account.user.username.toUpperCase());
      expect(decodeJwt(tokens.access).user_id).toBe(student.account.id);
    });

    it('answers 401 with the same message for a wrong password and an unknown user', async () => {
      const wrong = await api.post('/api/accounts/token/', {
        username: student.account.user.username,
        password: 'not the password',
      });
      const unknown = await api.post('/api/accounts/token/', {
        username: 'nobody-by-this-name',
        password: PASSWORD,
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    });

    it('answers 400 naming the missing field', async () => {
      const reply = await api.post('/api/accounts/token/', { username: 'someone' });
      expect(reply.status).toBe(400);
      expect(reply.body.fields).toHaveProperty('password');
    });
  });

  describe('POST /api/accounts/token/refresh/', () => {
    it('ignores an expired access token sent along in the Authorization header', async () => {
      const { refresh } = await login(api, student.account.user.username);
      const expired = await sign(
        { user_id: student.account.id, token_type: 'access' },
        undefined,
        -60,
      );
      const reply = await api.post('/api/accounts/token/refresh/', { refresh }, { token: expired });
      expect(reply.status).toBe(200);
    });

    it('refuses an access token, a forged token and garbage', async () => {
      const forged = await sign(
        { user_id: student.account.id, token_type: 'refresh' },
        'another secret that is long enough to be plausible',
      );
      for (const refresh of [student.access, forged, 'not-a-jwt']) {
        const reply = await api.post('/api/accounts/token/refresh/', { refresh });
        expect(reply.status).toBe(401);
      }
    });

    it('refuses a validly signed refresh token the server never issued', async () => {
      const unknown = await sign({ user_id: student.account.id, token_type: 'refresh' });
      const reply = await api.post('/api/accounts/token/refresh/', { refresh: unknown });
      expect(reply.status).toBe(401);
    });
  });

  describe('access token checks', () => {
    const staffOnly = '/api/accounts/users/';

    it('accepts a staff token on a staff route', async () => {
      expect((await api.get(staffOnly, { token: staff.access })).status).toBe(200);
    });

    it('refuses tokens signed with another secret, with alg none, or tampered with', async () => {
      const otherSecret = await sign(
        { user_id: staff.account.id, token_type: 'access', is_staff: true },
        'another secret that is long enough to be plausible',
      );
      const [header, payload] = staff.access.split('.');
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      const studentParts = student.access.split('.');
      const claims = JSON.parse(Buffer.from(studentParts[1]!, 'base64url').toString());
      const promoted = Buffer.from(JSON.stringify({ ...claims, is_staff: true })).toString(
        'base64url',
      );
      const tampered = `${studentParts[0]}.${promoted}.${studentParts[2]}`;
      for (const token of [otherSecret, unsigned, tampered, `${header}.${payload}`, 'garbage']) {
        const reply = await api.get(staffOnly, { token });
        expect(reply.status).toBe(401);
        expect(reply.body).toMatchObject({ statusCode: 401 });
      }
    });

    it('refuses a refresh token used as an access token, and expired tokens', async () => {
      const expired = await sign(
        { user_id: staff.account.id, token_type: 'access' },
        undefined,
        -5,
      );
      for (const token of [staff.refresh, expired]) {
        expect((await api.get(staffOnly, { token })).status).toBe(401);
      }
    });

    it('takes the role from the account, not from the claims of a correctly signed token', async () => {
      const selfPromoted = await sign({
        user_id: student.account.id,
        token_type: 'access',
        is_staff: true,
      });
      expect((await api.get(staffOnly, { token: selfPromoted })).status).toBe(403);
    });

    it('refuses a malformed Authorization header', async () => {
      const reply = await api.get(staffOnly, { headers: { authorization: 'Token abc' } });
      expect(reply.status).toBe(401);
    });
  });

  describe('POST /api/accounts/signup/', () => {
    it('creates a student with a 7-digit student number and lets them sign in', async () => {
      const username = uniqueName('new.user+');
      const reply = await api.post('/api/accounts/signup/', {
        user: { username, email: `${username}@Example.test`, password: 'a good password' },
      });
      expect(reply.status).toBe(201);
      expect(reply.body).toMatchObject({ user: { username, is_staff: false } });
      expect(String(reply.body.studentId)).toMatch(/^\d{7}$/);
      expect(JSON.stringify(reply.body)).not.toMatch(/password|argon/i);
      const tokens = await login(api, username, 'a good password');
      expect(decodeJwt(tokens.access).studentId).toBe(reply.body.studentId);
    });

    it('refuses a taken username, ignoring case, with the spec message only', async () => {
      const username = uniqueName('dup');
      const user = { username, email: `${username}@example.test`, password: 'a good password' };
      expect((await api.post('/api/accounts/signup/', { user })).status).toBe(201);
      const sameName = await api.post('/api/accounts/signup/', {
        user: { ...user, username: username.toUpperCase(), email: 'other@example.test' },
      });
      expect(sameName.status).toBe(409);
      expect(sameName.body).toEqual({
        error: 'Conflict',
        message: MESSAGES.signupFailed,
        statusCode: 409,
      });
    });

    it('answers a taken email as a free one: same status, same body, same work', async () => {
      const ctx = server.app.appContext;
      const hash = vi.spyOn(ctx.passwords, 'hash');
      const select = vi.spyOn(ctx.db, 'selectFrom');
      // Earlier tests' mails are composed in the background, with lookups of their own.
      await ctx.mailer.whenSent();
      // The mail is composed after the answer, out of its timing; counted apart.
      const mail = vi.spyOn(ctx.mailer, 'sendLater').mockImplementation(() => undefined);
      const work = async (username: string, email: string) => {
        for (const spy of [hash, select, mail]) spy.mockClear();
        const reply = await api.post('/api/accounts/signup/', {
          user: { username, email, password: 'a good password' },
        });
        const calls = [hash, select, mail].map((spy) => spy.mock.calls.length);
        const { studentId, id, ...body } = reply.body;
        return { status: reply.status, body, calls, keys: Object.keys(reply.body), studentId, id };
      };
      try {
        const free = uniqueName('free');
        const taken = uniqueName('taken');
        const fresh = await work(free, 'fresh-address@example.test');
        const clash = await work(taken, staff.account.user.email.toUpperCase());
        expect(clash.status).toBe(201);
        expect(clash.keys).toEqual(fresh.keys);
        expect(clash.calls).toEqual(fresh.calls);
        expect(fresh.calls).toEqual([1, 0, 1]);
        expect(clash.body).toEqual({
          user: { username: taken, email: staff.account.user.email.toUpperCase(), is_staff: false },
        });
      } finally {
        vi.restoreAllMocks();
      }
    });

    it('does the same work for a taken username as for a new account: one hash, no lookups', async () => {
      const ctx = server.app.appContext;
      const hash = vi.spyOn(ctx.passwords, 'hash');
      const select = vi.spyOn(ctx.db, 'selectFrom');
      await ctx.mailer.whenSent();
      vi.spyOn(ctx.mailer, 'sendLater').mockImplementation(() => undefined);
      const work = async (user: object) => {
        hash.mockClear();
        select.mockClear();
        const reply = await api.post('/api/accounts/signup/', { user });
        return {
          status: reply.status,
          hashes: hash.mock.calls.length,
          selects: select.mock.calls.length,
        };
      };
      try {
        const username = uniqueName('same');
        const user = { username, email: `${username}@example.test`, password: 'a good password' };
        const created = await work(user);
        const clash = await work({ ...user, email: `other-${user.email}` });
        expect(created).toEqual({ status: 201, hashes: 1, selects: 0 });
        expect(clash).toEqual({ status: 409, hashes: 1, selects: 0 });
      } finally {
        vi.restoreAllMocks();
      }
    });

    it.each([
      ['a username with a space', { username: 'two words' }, 'user.username'],
      ['a username over 150 characters', { username: 'u'.repeat(151) }, 'user.username'],
      ['an invalid email', { email: 'not-an-email' }, 'user.email'],
      ['a short password', { password: 'short' }, 'user.password'],
      ['an all-digit password', { password: '1234567890' }, 'user.password'],
    ])('refuses %s with 400 and a field message', async (_, change, field) => {
      const username = uniqueName('v');
      const user = { username, email: `${username}@example.test`, password: 'a good password' };
      const reply = await api.post('/api/accounts/signup/', { user: { ...user, ...change } });
      expect(reply.status).toBe(400);
      expect(reply.body.fields).toHaveProperty([field]);
    });

    it('accepts a 150-character username with @ . + - _', async () => {
      const username = `${uniqueName('a@b.c+d-e_')}`.padEnd(150, 'z');
      const reply = await api.post('/api/accounts/signup/', {
        user: { username, email: `${uniqueName('e')}@example.test`, password: 'a good password' },
      });
      expect(reply.status).toBe(201);
    });

    it('always creates a student, whatever extra fields are sent', async () => {
      const username = uniqueName('sneaky');
      const reply = await api.post('/api/accounts/signup/', {
        user: {
          username,
          email: `${username}@example.test`,
          password: 'a good password',
          is_staff: true,
        },
        is_staff: true,
      });
      expect(reply.status).toBe(201);
      expect(reply.body.user.is_staff).toBe(false);
    });
  });
});

describe.each(targets())('rate limits on %s', (target) => {
  let server: TestServer;
  let api: Client;

  beforeAll(async () => {
    server = await startServer(target, {
      rateLimits: {
        loginPerAccount: { max: 3, windowMs: 60_000 },
        loginPerAddress: { max: 6, windowMs: 60_000 },
        refresh: { max: 3, windowMs: 60_000 },
        signup: { max: 2, windowMs: 60_000 },
        reports: { max: 10_000, windowMs: 60_000 },
        helpfulVotes: { max: 10_000, windowMs: 60_000 },
        remoteReports: { max: 10_000, windowMs: 60_000 },
      },
    });
    api = client(server.url);
  });
  afterAll(() => server?.close());

  it('limits login attempts per account, then per address', async () => {
    const attempt = (username: string) =>
      api.post('/api/accounts/token/', { username, password: 'wrong password' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt('victim')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const other = [];
    for (let i = 0; i < 3; i++) other.push((await attempt(`someone${i}`)).status);
    expect(other).toEqual([401, 401, 429]);
  });

  it('limits signups and answers 429 in the JSON error shape', async () => {
    const statuses = [];
    let last;
    for (let i = 0; i < 3; i++) {
      const username = uniqueName('rl');
      last = await api.post('/api/accounts/signup/', {
        user: { username, email: `${username}@example.test`, password: 'a good password' },
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([201, 201, 429]);
    expect(last!.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  });
});
