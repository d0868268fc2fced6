import { describe, expect, it } from 'vitest';
import { federationNameOf, REMOTES } from './remotes';

describe('a remote’s two names', () => {
  it('derives the federation name from the folder name', () => {
    expect(federationNameOf('mfe-results')).toBe('mfe_results');
    expect(REMOTES.map((remote) => [remote.folder, remote.name])).toEqual([
      ['mfe-results', 'mfe_results'],
      ['mfe-feedback', 'mfe_feedback'],
      ['mfe-admin', 'mfe_admin'],
      ['mfe-auth', 'mfe_auth'],
    ]);
  });
});
