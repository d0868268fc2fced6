// Mail about accounts, caught by a real SMTP server on 127.0.0.1: the link that proves a
// sign-up's address (and what an unproven student may not do), the word to the owner of a
// taken address, password reset, links that expire or were used, rate limits, sign-up
// turned off or limited to some domains, and the outbox folder when there is no SMTP server.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { ACCOUNT_MESSAGES, type AuthTokens } from '@module-feedback/shared/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '@module-feedback/test-support/free-port';
import {
  linkIn,
  readOutbox,
  startMailCatcher,
  waitForOutboxMail,
  type MailCatcher,
} from '@module-feedback/test-support/mail-capture';
import { NO_PASSWORD, createAccount } from '../src/users/accounts';
import {
  PASSWORD,
  createModule,
  createYear,
  feedbackBody,
  login,
  uniqueName,
} from './support/fixtures';
import { client, type Client } from './support/http';
import { startScenario, type Scenario } from './support/scenario';
import { startServer, targets, type TestServer } from './support/server';

const PUBLIC_URL = 'https://feedback.example.ac.uk';
const CONFIRM = /Confirm your email address/;
const TRIED = /Someone tried to sign up/;
const RESET = /Reset your password/;

describe.each(targets())('mail about accounts on %s', (target) => {
  let scenario: Scenario;
  let api: Client;
  let mail: MailCatcher;

  beforeAll(async () => {
    mail = await startMailCatcher();
    scenario = await startScenario(target, {
      publicUrl: PUBLIC_URL,
      mail: { smtpUrl: mail.url, from: 'Module Feedback <feedback@example.ac.uk>', outboxDir: '' },
      mailRateLimits: {
        passwordResetPerAddress: { max: 1000, windowMs: 60_000 },
        passwordResetPerEmail: { max: 2, windowMs: 60_000 },
        verificationResend: { max: 2, windowMs: 60_000 },
      },
    });
    api = scenario.api;
  });
  afterAll(async () => {
    await scenario?.server.close();
    await mail?.close();
  });

  const db = () => scenario.server.app.appContext.db;

  async function signUp(email?: string) {
    const username = uniqueName('mailed');
    const user = { username, email: email ?? `${username}@example.ac.uk`, password: PASSWORD };
    const reply = await api.post('/api/accounts/signup/', { user });
    expect(reply.status).toBe(201);
    return { ...user, id: reply.body.id as number };
  }

  const tokenOf = (link: URL) => link.searchParams.get('token')!;

  it('mails a sign-up a confirmation link, in text and HTML, saying who sent it and why', async () => {
    const student = await signUp();
    const sent = await mail.waitFor(student.email, CONFIRM);
    expect(sent.from).toBe('"Module Feedback" <feedback@example.ac.uk>');
    const link = linkIn(sent, '/auth/verify-email');
    expect(link.origin).toBe(PUBLIC_URL);
    expect(sent.html).toContain(link.toString().replaceAll('&', '&amp;'));
    for (const part of [sent.text, sent.html]) {
      expect(part).toContain(student.username);
      expect(part).toContain(`This email was sent by Module Feedback (${PUBLIC_URL}).`);
      expect(part).toContain('You got this email because someone signed up with this address.');
    }
    // Stored as its hash only.
    const stored = await db().selectFrom('single_use_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(tokenOf(link));
  });

  it('lets an unconfirmed student read and sign in, but not write feedback, until the link is followed', async () => {
    const student = await signUp();
    const module = await createModule(scenario.server);
    const year = await createYear(scenario.server);
    const before = await login(api, student.username);
    expect(decodeJwt(before.access).email_verified).toBe(false);
    expect((await api.get(`/api/feedback/${module.code}`, { token: before.access })).status).toBe(
      200,
    );
    const refused = await api.post('/api/newfeedback/', feedbackBody(module, year), {
      token: before.access,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ACCOUNT_MESSAGES.notVerified);

    const link = linkIn(await mail.waitFor(student.email, CONFIRM), '/auth/verify-email');
    const verified = await api.post('/api/accounts/verify-email/', { token: tokenOf(link) });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe(ACCOUNT_MESSAGES.emailVerified);
    // The server asks the database, not the token: the old access token may write now.
    const written = await api.post('/api/newfeedback/', feedbackBody(module, year), {
      token: before.access,
    });
    expect(written.status).toBe(201);
    const refreshed = await api.post<AuthTokens>('/api/accounts/token/refresh/', {
      refresh: before.refresh,
    });
    expect(decodeJwt(refreshed.body.access).email_verified).toBe(true);

    const reused = await api.post('/api/accounts/verify-email/', { token: tokenOf(link) });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(ACCOUNT_MESSAGES.verificationLinkInvalid);
  });

  it('refuses a confirmation link past its lifetime', async () => {
    const student = await signUp();
    const link = linkIn(await mail.waitFor(student.email, CONFIRM), '/auth/verify-email');
    await db()
      .updateTable('single_use_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', student.id)
      .execute();
    const reply = await api.post('/api/accounts/verify-email/', { token: tokenOf(link) });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(ACCOUNT_MESSAGES.verificationLinkInvalid);
  });

  it("tells a taken address's owner that someone tried, and gives the new account nothing of it", async () => {
    const owner = scenario.student.account.user;
    const intruder = await signUp(owner.email.toUpperCase());
    const told = await mail.waitFor(owner.email, TRIED);
    expect(told.text).toContain(intruder.username);
    expect(told.text).toContain(
      'You got this email because this address belongs to an account here.',
    );
    expect(
      mail.mails.filter(
        (m) => CONFIRM.test(m.subject) && m.to.toLowerCase() === owner.email.toLowerCase(),
      ),
    ).toEqual([]);
    // The intruder's account exists, signs in, and stays unconfirmed; asking again only tells the owner again.
    const tokens = await login(api, intruder.username);
    expect(decodeJwt(tokens.access).email_verified).toBe(false);
    const resent = await api.post('/api/accounts/verify-email/resend/', undefined, {
      token: tokens.access,
    });
    expect(resent.status).toBe(202);
    await expect
      .poll(
        () =>
          mail.mails.filter((m) => TRIED.test(m.subject) && m.text.includes(intruder.username))
            .length,
      )
      .toBe(2);
  });

  it('sends the link again on request, a limited number of times', async () => {
    const student = await signUp();
    await mail.waitFor(student.email, CONFIRM);
    const { access } = await login(api, student.username);
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await api.post('/api/accounts/verify-email/resend/', undefined, { token: access })).status,
      );
    }
    expect(statuses).toEqual([202, 202, 429]);
    await expect
      .poll(
        () => mail.mails.filter((m) => m.to === student.email && CONFIRM.test(m.subject)).length,
      )
      .toBe(3);
    // Only the newest link works.
    const links = mail.mails
      .filter((m) => m.to === student.email)
      .map((m) => linkIn(m, '/auth/verify-email'));
    expect(
      (await api.post('/api/accounts/verify-email/', { token: tokenOf(links[0]!) })).status,
    ).toBe(400);
    expect(
      (await api.post('/api/accounts/verify-email/', { token: tokenOf(links.at(-1)!) })).status,
    ).toBe(200);
  });

  it('resets a password through the mailed link and signs the account out everywhere', async () => {
    const student = scenario.student;
    const email = student.account.user.email;
    const asked = await api.post('/api/accounts/password-reset/', { email: email.toUpperCase() });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
    const sent = await mail.waitFor(email, RESET);
    expect(sent.text).toContain('30 minutes');
    const token = tokenOf(linkIn(sent, '/auth/reset-password'));

    // Sign-up's rules: refused without using the link.
    const similar = await api.post('/api/accounts/password-reset/confirm/', {
      token,
      password: student.account.user.username,
    });
    expect(similar.status).toBe(400);
    expect(similar.body.fields).toHaveProperty('password');
    const numeric = await api.post('/api/accounts/password-reset/confirm/', {
      token,
      password: '12345678901',
    });
    expect(numeric.body.fields).toHaveProperty('password');

    const reset = await api.post('/api/accounts/password-reset/confirm/', {
      token,
      password: 'a brand new password',
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(ACCOUNT_MESSAGES.passwordWasReset);
    const refresh = await api.post('/api/accounts/token/refresh/', { refresh: student.refresh });
    expect(refresh.status).toBe(401);
    await expect(login(api, student.account.user.username)).rejects.toThrow('401');
    await login(api, student.account.user.username, 'a brand new password');

    const reused = await api.post('/api/accounts/password-reset/confirm/', {
      token,
      password: 'yet another password',
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
  });

  it('answers the same for an unknown address, and mails nothing to it', async () => {
    const unknown = `${uniqueName('nobody')}@example.ac.uk`;
    const reply = await api.post('/api/accounts/password-reset/', { email: unknown });
    expect(reply.status).toBe(202);
    expect(reply.body).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
    // A mail asked for after it arrives; the unknown address got none meanwhile.
    await api.post('/api/accounts/password-reset/', { email: scenario.staff.account.user.email });
    await mail.waitFor(scenario.staff.account.user.email, RESET);
    expect(mail.mails.filter((m) => m.to === unknown)).toEqual([]);
  });

  it('refuses a reset link past its 30 minutes', async () => {
    const student = await signUp();
    const link = linkIn(await mail.waitFor(student.email, CONFIRM), '/auth/verify-email');
    await api.post('/api/accounts/verify-email/', { token: tokenOf(link) });
    await api.post('/api/accounts/password-reset/', { email: student.email });
    const token = tokenOf(linkIn(await mail.waitFor(student.email, RESET), '/auth/reset-password'));
    await db()
      .updateTable('single_use_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', student.id)
      .execute();
    const reply = await api.post('/api/accounts/password-reset/confirm/', {
      token,
      password: 'a brand new password',
    });
    expect(reply.status).toBe(400);
    await login(api, student.username);
  });

  it('mails no reset link for an address that was never confirmed', async () => {
    const student = await signUp();
    await mail.waitFor(student.email, CONFIRM);
    await api.post('/api/accounts/password-reset/', { email: student.email });
    await api.post('/api/accounts/password-reset/', { email: scenario.staff.account.user.email });
    await expect
      .poll(
        () =>
          mail.mails.filter(
            (m) => m.to === scenario.staff.account.user.email && RESET.test(m.subject),
          ).length,
      )
      .toBe(2);
    expect(mail.mails.filter((m) => m.to === student.email && RESET.test(m.subject))).toEqual([]);
  });

  it('tells an account of the university sign-on that it has no password here', async () => {
    const ctx = scenario.server.app.appContext;
    const username = uniqueName('sso');
    await createAccount(ctx.db, {
      username,
      email: `${username}@example.ac.uk`,
      passwordHash: NO_PASSWORD,
      isStaff: false,
    });
    await api.post('/api/accounts/password-reset/', { email: `${username}@example.ac.uk` });
    const told = await mail.waitFor(
      `${username}@example.ac.uk`,
      /signs in with your university account/,
    );
    expect(told.text).toContain('Sign in with your university account');
    expect(() => linkIn(told, '/auth/reset-password')).toThrow();
  });

  it('limits reset requests per email address, whoever asks', async () => {
    const email = `${uniqueName('limited')}@example.ac.uk`;
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await api.post('/api/accounts/password-reset/', { email })).status);
    }
    expect(statuses).toEqual([202, 202, 429]);
    const other = await api.post('/api/accounts/password-reset/', { email: `x-${email}` });
    expect(other.status).toBe(202);
  });

  it('counts accounts staff create as confirmed', async () => {
    const username = uniqueName('bystaff');
    const created = await api.post(
      '/api/accounts/newuser/',
      { user: { username, email: `${username}@example.ac.uk`, password: PASSWORD } },
      { token: scenario.staff.access },
    );
    expect(created.status).toBe(201);
    expect(decodeJwt((await login(api, username)).access).email_verified).toBe(true);
  });
});

describe.each(targets())('sign-up settings and the outbox on %s', (target) => {
  let closed: TestServer;
  let limited: TestServer;

  beforeAll(async () => {
    closed = await startServer(target, { signup: { local: false, allowedEmailDomains: [] } });
    limited = await startServer(target, {
      signup: { local: true, allowedEmailDomains: ['example.ac.uk'] },
      mailRateLimits: {
        passwordResetPerAddress: { max: 2, windowMs: 60_000 },
        passwordResetPerEmail: { max: 100, windowMs: 60_000 },
        verificationResend: { max: 100, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => {
    await closed?.close();
    await limited?.close();
  });

  const user = (email: string) => ({ username: uniqueName('s'), email, password: PASSWORD });

  it('refuses sign-up when LOCAL_SIGNUP=false, and the options say so; signing in still works', async () => {
    const api = client(closed.url);
    const reply = await api.post('/api/accounts/signup/', { user: user('a@example.ac.uk') });
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(ACCOUNT_MESSAGES.localSignupOffNoSignOn);
    expect((await api.get('/api/accounts/options/')).body).toMatchObject({ localSignup: false });
    const ctx = closed.app.appContext;
    const username = uniqueName('existing');
    await createAccount(ctx.db, {
      username,
      email: null,
      passwordHash: await ctx.passwords.hash(PASSWORD),
      isStaff: false,
    });
    await login(api, username);
  });

  it('takes only the allowed domains and their subdomains, saying which under the field', async () => {
    const api = client(limited.url);
    const refused = await api.post('/api/accounts/signup/', { user: user('a@gmail.com') });
    expect(refused.status).toBe(400);
    expect(refused.body.fields['user.email']).toBe(
      ACCOUNT_MESSAGES.emailDomainNotAllowed(['example.ac.uk']),
    );
    const lookalike = await api.post('/api/accounts/signup/', { user: user('a@notexample.ac.uk') });
    expect(lookalike.status).toBe(400);
    for (const email of ['b@example.ac.uk', 'c@Student.Example.ac.uk']) {
      expect((await api.post('/api/accounts/signup/', { user: user(email) })).status).toBe(201);
    }
    expect((await api.get('/api/accounts/options/')).body.allowedEmailDomains).toEqual([
      'example.ac.uk',
    ]);
  });

  it('writes mails to the outbox folder, readable by the server only, when there is no SMTP server', async () => {
    const outbox = path.join(limited.config.dataDir, 'outbox');
    const account = user('outbox@example.ac.uk');
    await client(limited.url).post('/api/accounts/signup/', { user: account });
    const sent = await waitForOutboxMail(outbox, account.email, CONFIRM);
    expect(sent.html).toContain('/auth/verify-email?token=');
    expect(linkIn(sent, '/auth/verify-email').origin).toBe(
      `http://localhost:${limited.config.port}`,
    );
    expect((await readOutbox(outbox)).length).toBe(readdirSync(outbox).length);
    for (const name of readdirSync(outbox)) {
      expect(statSync(path.join(outbox, name)).mode & 0o777).toBe(0o600);
    }
  });

  it('answers sign-up as always when the mail server is down, and logs the failed mail', async () => {
    const down = await startServer(target, {
      mail: {
        smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
        from: 'x@example.ac.uk',
        outboxDir: '',
      },
    });
    try {
      const logged = vi.spyOn(down.app.log, 'error');
      const reply = await client(down.url).post('/api/accounts/signup/', {
        user: user('down@example.ac.uk'),
      });
      expect(reply.status).toBe(201);
      await expect
        .poll(
          () =>
            logged.mock.calls.some(
              ([fields]) => (fields as { purpose?: string }).purpose === 'verify-email',
            ),
          { timeout: 10_000 },
        )
        .toBe(true);
    } finally {
      await down.close();
    }
  });

  it('limits reset requests per client address', async () => {
    const api = client(limited.url);
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (
          await api.post('/api/accounts/password-reset/', {
            email: `${uniqueName('r')}@example.ac.uk`,
          })
        ).status,
      );
    }
    expect(statuses).toEqual([202, 202, 429]);
  });
});
