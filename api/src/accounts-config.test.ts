// The account settings of loadConfig: mail, sign-up, the public address and single sign-on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'mf-accounts-config-'));
afterAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR, ...env });

const OIDC = {
  OIDC_ISSUER: 'https://login.example.ac.uk/realms/uni',
  OIDC_CLIENT_ID: 'module-feedback',
  OIDC_CLIENT_SECRET: 'secret',
};

describe('account settings', () => {
  it('defaults to the outbox, open sign-up, no single sign-on and no public address', () => {
    const config = load({});
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: 'Module Feedback <no-reply@localhost>',
      outboxDir: path.join(DATA_DIR, 'outbox'),
    });
    expect(config.signup).toEqual({ local: true, allowedEmailDomains: [] });
    expect(config.singleSignOn).toBeUndefined();
    expect(config.publicUrl).toBeUndefined();
  });

  it('reads SMTP_URL, MAIL_FROM, LOCAL_SIGNUP, ALLOWED_EMAIL_DOMAINS and PUBLIC_URL', () => {
    const config = load({
      SMTP_URL: 'smtps://user:pw@mail.example.ac.uk:465',
      MAIL_FROM: 'Feedback <feedback@example.ac.uk>',
      LOCAL_SIGNUP: 'false',
      ALLOWED_EMAIL_DOMAINS: '@Example.ac.uk, student.example.org ,',
      PUBLIC_URL: 'https://feedback.example.ac.uk/',
    });
    expect(config.mail.smtpUrl).toBe('smtps://user:pw@mail.example.ac.uk:465');
    expect(config.mail.from).toBe('Feedback <feedback@example.ac.uk>');
    expect(config.signup).toEqual({
      local: false,
      allowedEmailDomains: ['example.ac.uk', 'student.example.org'],
    });
    expect(config.publicUrl).toBe('https://feedback.example.ac.uk');
  });

  it.each([
    ['SMTP_URL', 'mail.example.ac.uk'],
    ['ALLOWED_EMAIL_DOMAINS', 'not a domain'],
    ['PUBLIC_URL', 'https://feedback.example.ac.uk/app'],
    ['PUBLIC_URL', 'ftp://feedback.example.ac.uk'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => load({ [name]: value })).toThrow(ConfigError);
  });

  it('turns single sign-on on with all three OIDC settings, with the claims', () => {
    const config = load({
      ...OIDC,
      OIDC_STUDENT_NUMBER_CLAIM: 'student_number',
      OIDC_STAFF_CLAIM: 'roles',
    });
    expect(config.singleSignOn).toEqual({
      issuer: OIDC.OIDC_ISSUER,
      clientId: 'module-feedback',
      clientSecret: 'secret',
      scopes: 'openid email profile',
      studentNumberClaim: 'student_number',
      staffClaim: 'roles',
      staffValue: 'staff',
    });
  });

  it('refuses part of the OIDC settings, and a plain-http issuer off this machine', () => {
    expect(() => load({ OIDC_ISSUER: OIDC.OIDC_ISSUER })).toThrow(/together/);
    expect(() => load({ ...OIDC, OIDC_ISSUER: 'http://login.example.ac.uk' })).toThrow(/https/);
    expect(load({ ...OIDC, OIDC_ISSUER: 'http://127.0.0.1:4000' }).singleSignOn?.issuer).toBe(
      'http://127.0.0.1:4000',
    );
  });
});
