import { describe, expect, it } from 'vitest';
import {
  clearOverrides,
  LOOPBACK_ONLY,
  overrideEntry,
  OVERRIDES_STORAGE_KEY,
  readOverrides,
  takeOverrideParameters,
} from './overrides';

describe('overrideEntry', () => {
  it('accepts this machine only, a folder standing for its remoteEntry.js', () => {
    expect(overrideEntry('http://localhost:5174/')).toEqual({
      entry: 'http://localhost:5174/remoteEntry.js',
    });
    expect(overrideEntry('http://127.0.0.1:4173/dist/1.0.0-abc')).toEqual({
      entry: 'http://127.0.0.1:4173/dist/1.0.0-abc/remoteEntry.js',
    });
    expect(overrideEntry('http://localhost:5174/remoteEntry.js')).toEqual({
      entry: 'http://localhost:5174/remoteEntry.js',
    });
  });

  it.each([
    'https://cdn.example.org/results/',
    'http://localhost.example.org/',
    'http://10.0.0.5:5174/',
    'http://127.0.0.2:5174/',
    'file:///home/dev/remoteEntry.js',
  ])('refuses %s, which is not this machine', (given) => {
    expect(overrideEntry(given)).toEqual({ reason: LOOPBACK_ONLY });
  });

  it('refuses what is not a URL', () => {
    expect(overrideEntry('localhost:5174')).toHaveProperty('reason');
    expect(overrideEntry('not a url')).toEqual({ reason: 'it is not a URL' });
  });
});

describe('override parameters', () => {
  function page(search: string) {
    window.history.replaceState(null, '', `/results${search}`);
    takeOverrideParameters(window.localStorage, window.location, window.history);
  }

  it('keeps ?override.<remote>=<url> until reset, and takes it out of the address', () => {
    page('?override.mfe-results=http://localhost:5174/&year=2025');
    expect(window.location.search).toBe('?year=2025');
    const { active, refused } = readOverrides(window.localStorage);
    expect(refused).toEqual([]);
    expect(active.map(({ remote, entry }) => [remote.name, entry])).toEqual([
      ['mfe_results', 'http://localhost:5174/remoteEntry.js'],
    ]);
    page('');
    expect(readOverrides(window.localStorage).active).toHaveLength(1);
    clearOverrides(window.localStorage);
    expect(readOverrides(window.localStorage)).toEqual({ active: [], refused: [] });
  });

  it('removes one override with an empty value', () => {
    page('?override.mfe-results=http://localhost:5174/&override.mfe-auth=http://localhost:5177/');
    page('?override.mfe-results=');
    expect(readOverrides(window.localStorage).active.map(({ remote }) => remote.folder)).toEqual([
      'mfe-auth',
    ]);
  });

  it('reports overrides it will not apply, from the address or edited storage', () => {
    page(
      '?override.mfe-results=https://cdn.example.org/results/&override.mfe-nothing=http://localhost:1/',
    );
    window.localStorage.setItem(
      OVERRIDES_STORAGE_KEY,
      JSON.stringify({
        ...JSON.parse(window.localStorage.getItem(OVERRIDES_STORAGE_KEY)!),
        'mfe-admin': 42,
      }),
    );
    expect(readOverrides(window.localStorage)).toEqual({
      active: [],
      refused: [
        { remote: 'mfe-results', given: 'https://cdn.example.org/results/', reason: LOOPBACK_ONLY },
        {
          remote: 'mfe-nothing',
          given: 'http://localhost:1/',
          reason: 'the remotes are mfe-results, mfe-feedback, mfe-admin, mfe-auth',
        },
        { remote: 'mfe-admin', given: '42', reason: 'it is not a URL' },
      ],
    });
  });

  it('survives unreadable storage', () => {
    window.localStorage.setItem(OVERRIDES_STORAGE_KEY, '{oops');
    expect(readOverrides(window.localStorage)).toEqual({ active: [], refused: [] });
  });
});
