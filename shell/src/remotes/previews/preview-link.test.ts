import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkPreviewLink, leavePreview, previewToken, takePreviewToken } from './preview-link';

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('takePreviewToken', () => {
  it('moves the link’s token from the address into the tab’s storage, keeping the rest of the address', () => {
    window.history.replaceState(null, '', '/results?preview=a.b.c&year=2025#top');
    expect(takePreviewToken(window.location, window.history, window.sessionStorage)).toBe('a.b.c');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/results?year=2025#top',
    );
    // A reload, or a page of the app opened in the same tab, keeps it.
    expect(takePreviewToken(window.location, window.history, window.sessionStorage)).toBe('a.b.c');
    expect(previewToken()).toBe('a.b.c');
    leavePreview();
    expect(previewToken()).toBeUndefined();
  });

  it('has none without a link', () => {
    expect(
      takePreviewToken(window.location, window.history, window.sessionStorage),
    ).toBeUndefined();
  });
});

describe('checkPreviewLink', () => {
  it('answers what the link opens, or the server’s reason for refusing it', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        Response.json({
          remote: 'mfe-results',
          version: '1.0.0-abc',
          expiresAt: '2026-11-26T04:00:00.000Z',
        }),
      )
      .mockResolvedValueOnce(
        Response.json(
          { message: 'This preview link expired at 2026-11-24T04:00:00.000Z.' },
          { status: 410 },
        ),
      )
      .mockRejectedValueOnce(new TypeError('offline'));
    vi.stubGlobal('fetch', fetch);
    expect(await checkPreviewLink('a.b.c')).toMatchObject({
      status: 'open',
      remote: { folder: 'mfe-results', label: 'results' },
      version: '1.0.0-abc',
    });
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      `${window.location.origin}/api/previews/?token=a.b.c`,
    );
    expect(await checkPreviewLink('a.b.c')).toEqual({
      status: 'refused',
      message: 'This preview link expired at 2026-11-24T04:00:00.000Z.',
    });
    expect(await checkPreviewLink('a.b.c')).toMatchObject({ status: 'refused' });
  });
});
