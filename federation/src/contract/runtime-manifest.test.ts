import { describe, expect, it } from 'vitest';
import { readRemotesManifest } from './runtime-manifest';

describe('readRemotesManifest', () => {
  it('reads entries with their version and integrity, or as plain URLs', () => {
    const entry = {
      entry: '/remotes/mfe-results/1.0.0-abc/remoteEntry.js',
      version: '1.0.0-abc',
      integrity: 'sha384-x',
    };
    expect(
      readRemotesManifest({
        mfe_results: entry,
        mfe_auth: 'https://cdn.example/auth/remoteEntry.js',
      }),
    ).toEqual({
      manifest: {
        mfe_results: entry,
        mfe_auth: { entry: 'https://cdn.example/auth/remoteEntry.js' },
      },
      problems: [],
    });
  });

  it('leaves out unknown remotes and unusable entries, saying why', () => {
    expect(
      readRemotesManifest({ mfe_result: '/x.js', mfe_admin: 42, mfe_auth: { entry: '' } }),
    ).toEqual({
      manifest: {},
      problems: [
        'remotes.json names an unknown remote, mfe_result',
        'remotes.json has no usable entry for mfe_admin',
        'remotes.json has no usable entry for mfe_auth',
      ],
    });
    expect(readRemotesManifest([]).problems).toEqual(['remotes.json does not hold a JSON object']);
  });
});
