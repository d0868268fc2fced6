// The production setup over HTTPS (production journeys only): plain HTTP only redirects,
// and the headers that tell a browser to stay on HTTPS come over HTTPS, from nginx's
// files and from the API behind it alike.
import { describe, expect, inject, it } from 'vitest';
import { baseUrl, browserPerFile, newPage } from '../support';

const browser = browserPerFile();
const plainHttpUrl = () => inject('plainHttpUrl')!;

describe('TLS in the production setup', () => {
  it('answers plain HTTP with a redirect to the same address over HTTPS, and nothing else', async () => {
    for (const target of ['/results/CS3001?year=2025', '/api/modules/']) {
      const response = await fetch(new URL(target, plainHttpUrl()), {
        method: 'POST',
        redirect: 'manual',
      });
      expect(response.status).toBe(308);
      expect(response.headers.get('location')).toBe(new URL(target, baseUrl()).href);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends Strict-Transport-Security and upgrade-insecure-requests over HTTPS', async () => {
    for (const target of ['/', '/results', '/api/modules/']) {
      const response = await fetch(new URL(target, baseUrl()));
      expect(response.status).toBe(200);
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
      expect(response.headers.get('content-security-policy')).toContain(
        'upgrade-insecure-requests',
      );
    }
  });

  it('serves the app to the browser over TLS', async () => {
    const page = await newPage(browser());
    const response = await page.goto('/results');
    expect(new URL(page.url()).protocol).toBe('https:');
    expect((await response!.securityDetails())?.protocol).toMatch(/^TLS 1\.[23]$/);
    // The results remote, loaded over HTTPS too, shows its year picker. expect.poll gives up
    // after 1 s by default: the remote and its data take longer than that after the page's load.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Academic year' }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await page.context().close();
  });
});
