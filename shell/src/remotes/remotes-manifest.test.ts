import { describe, expect, it } from 'vitest';
import { parseRemotesManifest } from './remotes-manifest';

const page = 'https://app.example.org/';

describe('parseRemotesManifest', () => {
  it('resolves relative entries against the page and keeps absolute ones', () => {
    const manifest = parseRemotesManifest(
      {
        mfe_results: 'https://cdn.example.net/results/v7/remoteEntry.js',
        mfe_auth: '/remotes/mfe-auth/remoteEntry.js',
      },
      page,
    );
    expect(manifest.mfe_results).toBe('https://cdn.example.net/results/v7/remoteEntry.js');
    expect(manifest.mfe_auth).toBe('https://app.example.org/remotes/mfe-auth/remoteEntry.js');
  });

  it('gives remotes missing from the file their default location', () => {
    const manifest = parseRemotesManifest({ mfe_results: 42, unknown_remote: '/x.js' }, page);
    expect(manifest).toEqual({
      mfe_results: 'https://app.example.org/remotes/mfe-results/remoteEntry.js',
      mfe_feedback: 'https://app.example.org/remotes/mfe-feedback/remoteEntry.js',
      mfe_admin: 'https://app.example.org/remotes/mfe-admin/remoteEntry.js',
      mfe_auth: 'https://app.example.org/remotes/mfe-auth/remoteEntry.js',
    });
  });
});
