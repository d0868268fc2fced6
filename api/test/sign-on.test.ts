// Single sign-on against a real OpenID Connect provider (oidc-provider) on 127.0.0.1: the
// whole authorization code flow, the account it creates and finds again, the claims for
// student number and staff role, and every way back without signing in: cancelled, a
// wrong or missing state, a replayed code, a provider that is down.
import { decodeJwt } from 'jose';
import { ACCOUNT_MESSAGES, type AuthOptions } from '@module-feedback/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@module-feedback/test-support/free-port';
import {
  issuerAt,
  startIdentityProvider,
  type IdentityProvider,
} from '@module-feedback/test-support/identity-provider';
import { createAccount } from '../src/users/accounts';
import { uniqueName } from './support/fixtures';
import { client, type Client } from './support/http';
import { startServer, targets, type TestServer } from './support/server';
import { CookieJar, startSignOn, visit } from './support/sign-on-flow';

const CLIENT = { clientId: 'module-feedback', clientSecret: 'a secret of the tests, long enough' };

describe.each(targets())('single sign-on on %s', (target) => {
  let server: TestServer;
  let api: Client;
  let provider: IdentityProvider;
  const staffLogin = uniqueName('lecturer');
  const numberedLogin = uniqueName('numbered');

  beforeAll(async () => {
    const port = await freePort();
    server = await startServer(target, {
      singleSignOn: {
        issuer: issuerAt(port),
        ...CLIENT,
        scopes: 'openid email profile',
        studentNumberClaim: 'student_number',
        staffClaim: 'roles',
        staffValue: 'staff',
      },
    });
    api = client(server.url);
    provider = await startIdentityProvider({
      port,
      ...CLIENT,
      redirectUris: [`${server.url}/api/accounts/sign-on/callback/`],
      claims: {
        [staffLogin]: { roles: ['staff', 'lecturer'] },
        [numberedLogin]: { student_number: '2345678' },
      },
    });
  });
  afterAll(async () => {
    await provider?.close();
    await server?.close();
  });

  /** Visits the callback; returns the /auth address it sends the browser to. */
  async function returnTo(jar: CookieJar, callback: URL) {
    const answer = await visit(jar, callback);
    expect(answer.status).toBe(303);
    expect(answer.location!.origin + answer.location!.pathname).toBe(`${server.url}/auth`);
    return answer.location!.searchParams;
  }

  async function signOn(loginName: string) {
    const flow = await startSignOn(server.url);
    const callback = await flow.signInAs(loginName);
    return { flow, callback, params: await returnTo(flow.jar, callback) };
  }

  const exchange = (code: string | null) => api.post('/api/accounts/sign-on/exchange/', { code });

  it('says single sign-on is on in the options', async () => {
    const reply = await api.get<AuthOptions>('/api/accounts/options/');
    expect(reply.body).toEqual({ singleSignOn: true, localSignup: true, allowedEmailDomains: [] });
  });

  it('sends the browser to the provider with PKCE, state and nonce, and a cookie of its own', async () => {
    const jar = new CookieJar();
    const started = await visit(jar, `${server.url}/api/accounts/sign-on/start/`);
    expect(started.status).toBe(303);
    const target = started.location!;
    expect(target.origin).toBe(provider.issuer);
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['code_challenge', 'state', 'nonce']) {
      expect(target.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
    }
    expect(target.searchParams.get('redirect_uri')).toBe(
      `${server.url}/api/accounts/sign-on/callback/`,
    );
    expect(jar.header(new URL(server.url))).toMatch(/^module_feedback_sign_on=/);
  });

  it('creates the account on the first sign-in and finds it again on the next', async () => {
    const name = uniqueName('ssostudent');
    const first = await signOn(name);
    const code = first.params.get('sign-on');
    expect(code).toMatch(/^[\w-]{30,}$/);
    const tokens = (await exchange(code)).body;
    const claims = decodeJwt(tokens.access);
    expect(claims).toMatchObject({ username: name, is_staff: false, email_verified: true });
    expect(String(claims.studentId)).toMatch(/^\d{7}$/);

    const again = await signOn(name);
    const second = decodeJwt((await exchange(again.params.get('sign-on'))).body.access);
    expect(second.user_id).toBe(claims.user_id);
    const rows = await server.app.appContext.db
      .selectFrom('users')
      .select(['email', 'email_key', 'password_hash'])
      .where('id', '=', claims.user_id as number)
      .execute();
    expect(rows).toEqual([
      {
        email: `${name}@university.test`,
        email_key: `${name}@university.test`,
        password_hash: '!',
      },
    ]);
    // No password signs in to it.
    const attempt = await api.post('/api/accounts/token/', { username: name, password: '!' });
    expect(attempt.status).toBe(401);
  });

  it('takes the student number and the staff role from the configured claims', async () => {
    const numbered = await signOn(numberedLogin);
    const student = decodeJwt((await exchange(numbered.params.get('sign-on'))).body.access);
    expect(student).toMatchObject({ studentId: 2345678, is_staff: false });
    const staff = await signOn(staffLogin);
    const lecturer = decodeJwt((await exchange(staff.params.get('sign-on'))).body.access);
    expect(lecturer).toMatchObject({ is_staff: true, studentId: null });
  });

  it('gives a username that is taken a number, and leaves an address that is taken out', async () => {
    const taken = uniqueName('taken');
    const ctx = server.app.appContext;
    await createAccount(ctx.db, {
      username: taken,
      email: `${taken}@university.test`,
      passwordHash: await ctx.passwords.hash('a good password'),
      isStaff: false,
    });
    const reply = await signOn(taken);
    const claims = decodeJwt((await exchange(reply.params.get('sign-on'))).body.access);
    expect(claims).toMatchObject({ username: `${taken}-2`, email_verified: true });
    const row = await ctx.db
      .selectFrom('users')
      .select(['email', 'email_key'])
      .where('id', '=', claims.user_id as number)
      .executeTakeFirst();
    expect(row).toEqual({ email: null, email_key: null });
  });

  it('hands the tokens over once: a second exchange of the code is refused', async () => {
    const { params } = await signOn(uniqueName('once'));
    const code = params.get('sign-on');
    expect((await exchange(code)).status).toBe(200);
    const again = await exchange(code);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(ACCOUNT_MESSAGES.signOnCodeInvalid);
  });

  it('refuses a hand-over code past its minute', async () => {
    const { params } = await signOn(uniqueName('late'));
    await server.app.appContext.db
      .updateTable('single_use_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('purpose', '=', 'sign-on')
      .execute();
    expect((await exchange(params.get('sign-on'))).status).toBe(400);
  });

  it('comes back as cancelled when the person cancels at the provider', async () => {
    const flow = await startSignOn(server.url);
    const callback = await flow.cancel();
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const params = await returnTo(flow.jar, callback);
    expect(params.get('sign-on-failed')).toBe('cancelled');
    expect(params.has('sign-on')).toBe(false);
  });

  it('refuses a return whose state is not the one this browser started with', async () => {
    const flow = await startSignOn(server.url);
    const callback = await flow.signInAs(uniqueName('tampered'));
    callback.searchParams.set('state', 'a-state-an-attacker-made');
    const params = await returnTo(flow.jar, callback);
    expect(params.get('sign-on-failed')).toBe('expired');
  });

  it('refuses a return in a browser that never started a sign-on (login forgery)', async () => {
    const flow = await startSignOn(server.url);
    const callback = await flow.signInAs(uniqueName('victim'));
    const params = await returnTo(new CookieJar(), callback);
    expect(params.get('sign-on-failed')).toBe('expired');
  });

  it('refuses a replayed code, even with the sign-on cookie copied before it was cleared', async () => {
    const flow = await startSignOn(server.url);
    const callback = await flow.signInAs(uniqueName('replayed'));
    const copy = flow.jar.clone();
    expect((await returnTo(flow.jar, callback)).get('sign-on')).toBeTruthy();
    // The same browser again: its cookie is gone.
    expect((await returnTo(flow.jar, callback)).get('sign-on-failed')).toBe('expired');
    // A copy that kept the cookie: the provider refuses the used code.
    expect((await returnTo(copy, callback)).get('sign-on-failed')).toBe('refused');
  });
});

describe.each(targets())('single sign-on not configured, or its provider down, on %s', (target) => {
  let plain: TestServer;
  let down: TestServer;

  beforeAll(async () => {
    plain = await startServer(target);
    down = await startServer(target, {
      singleSignOn: {
        issuer: issuerAt(await freePort()),
        ...CLIENT,
        scopes: 'openid',
        studentNumberClaim: undefined,
        staffClaim: undefined,
        staffValue: 'staff',
      },
    });
  });
  afterAll(async () => {
    await plain?.close();
    await down?.close();
  });

  it('says so in the options, and sends /start back to /auth as unavailable', async () => {
    expect((await client(plain.url).get('/api/accounts/options/')).body.singleSignOn).toBe(false);
    for (const server of [plain, down]) {
      const answer = await visit(new CookieJar(), `${server.url}/api/accounts/sign-on/start/`);
      expect(answer.status).toBe(303);
      expect(answer.location!.pathname).toBe('/auth');
      expect(answer.location!.searchParams.get('sign-on-failed')).toBe('unavailable');
    }
  });
});
