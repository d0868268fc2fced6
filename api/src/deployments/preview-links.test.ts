import { describe, expect, it } from 'vitest';
import { checkPreview, signPreview } from './preview-links';

const SECRET = 'a-server-secret-of-at-least-thirty-two-characters';
const NOW = new Date('2026-11-25T04:00:00.000Z');

describe('preview links', () => {
  it('names the remote, the version and when it expires, until it expires', async () => {
    const { token, expiresAt } = await signPreview(
      SECRET,
      { deployable: 'mfe-results', version: '1.0.0-abc', minutes: 60 },
      NOW,
    );
    expect(expiresAt).toBe('2026-11-25T05:00:00.000Z');
    expect(await checkPreview(SECRET, token, new Date('2026-11-25T04:59:00.000Z'))).toEqual({
      preview: { deployable: 'mfe-results', version: '1.0.0-abc', expiresAt },
    });
    expect(await checkPreview(SECRET, token, new Date('2026-11-25T05:00:01.000Z'))).toEqual({
      refused: 'expired',
      message: 'This preview link expired at 2026-11-25T05:00:00.000Z.',
    });
  });

  it('refuses a changed token, one of another server, and anything that is not one', async () => {
    const { token } = await signPreview(
      SECRET,
      { deployable: 'mfe-results', version: '1.0.0-abc', minutes: 60 },
      NOW,
    );
    const [header, payload, signature] = token.split('.');
    const otherVersion = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        version: '1.0.0-evil',
      }),
    ).toString('base64url');
    for (const tampered of [
      `${header}.${otherVersion}.${signature}`,
      `${token.slice(0, -2)}xx`,
      'not-a-token',
    ]) {
      expect(await checkPreview(SECRET, tampered, NOW)).toMatchObject({ refused: 'invalid' });
    }
    expect(
      await checkPreview('another-secret-of-at-least-thirty-two-chars', token, NOW),
    ).toMatchObject({ refused: 'invalid' });
  });
});
