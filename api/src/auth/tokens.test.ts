import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { InvalidTokenError, createTokenService } from './tokens';

const settings = { secret: 'a'.repeat(40), accessTtlSeconds: 300, refreshTtlSeconds: 3600 };
const subject = { id: 7, username: 'ada', isStaff: false, studentId: 1234567, emailVerified: true };
const farFuture = new Date(Date.now() + 365 * 24 * 3600 * 1000);

describe('token service', () => {
  it('round-trips access and refresh tokens', async () => {
    const tokens = createTokenService(settings);
    expect(await tokens.verifyAccess(await tokens.issueAccess(subject))).toBe(7);
    const refresh = await tokens.issueRefresh(7, farFuture);
    expect(await tokens.verifyRefresh(refresh.token)).toEqual({ userId: 7, jti: refresh.jti });
  });

  it('ends a refresh token at notAfter when that comes before its own lifetime', async () => {
    const tokens = createTokenService(settings);
    const soon = new Date(Date.now() + 60_000);
    const capped = await tokens.issueRefresh(7, soon);
    expect(capped.expiresAt.getTime()).toBe(Math.floor(soon.getTime() / 1000) * 1000);
    expect(decodeJwt(capped.token).exp).toBe(Math.floor(soon.getTime() / 1000));
    const full = await tokens.issueRefresh(7, farFuture);
    expect(decodeJwt(full.token).exp! - decodeJwt(full.token).iat!).toBe(
      settings.refreshTtlSeconds,
    );
  });

  it('refuses one token type in place of the other', async () => {
    const tokens = createTokenService(settings);
    const access = await tokens.issueAccess(subject);
    const { token: refresh } = await tokens.issueRefresh(7, farFuture);
    await expect(tokens.verifyRefresh(access)).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(tokens.verifyAccess(refresh)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('refuses tokens signed with another secret, and expired ones', async () => {
    const other = createTokenService({ ...settings, secret: 'b'.repeat(40) });
    const expired = createTokenService({ ...settings, accessTtlSeconds: -10 });
    const tokens = createTokenService(settings);
    await expect(tokens.verifyAccess(await other.issueAccess(subject))).rejects.toThrow();
    await expect(tokens.verifyAccess(await expired.issueAccess(subject))).rejects.toThrow();
  });
});
