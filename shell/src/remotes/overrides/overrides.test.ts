import { afterEach, describe, expect, it } from 'vitest';

afterEach(() => window.localStorage.clear());
import { overridesToShow } from './developer-overrides';
import {
  applyOverride,
  clearOverrides,
  DEVELOPER_OVERRIDES_META,
  LOOPBACK_ONLY,
  overrideEntry,
  overrideFor,
  OVERRIDES_OFF,
  overridesAllowed,
  readOverrides,
  type Overrides,
} from './overrides';
import { OVERRIDES_STORAGE_KEY } from './override-keys';

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
  const page = (search: string) => {
    window.history.replaceState(null, '', `/results${search}`);
    return overridesToShow(window.localStorage, document, window.location, window.history);
  };
  const accept = (overrides: Overrides) => {
    for (const override of overrides.requested) applyOverride(window.localStorage, override);
  };

  it('takes ?override.<remote>=<url> out of the address and applies nothing until confirmed', () => {
    const shown = page('?override.mfe-results=http://localhost:5174/&year=2025');
    expect(window.location.search).toBe('?year=2025');
    expect(shown.requested.map(({ remote, entry }) => [remote.name, entry])).toEqual([
      ['mfe_results', 'http://localhost:5174/remoteEntry.js'],
    ]);
    expect(shown.active).toEqual([]);
    expect(window.localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
    expect(overrideFor('mfe_results', window.localStorage, true)).toBeUndefined();
  });

  it('keeps a confirmed override until reset', () => {
    accept(page('?override.mfe-results=http://localhost:5174/'));
    expect(overrideFor('mfe_results', window.localStorage, true)?.entry).toBe(
      'http://localhost:5174/remoteEntry.js',
    );
    expect(page('').active).toHaveLength(1);
    clearOverrides(window.localStorage);
    expect(readOverrides(window.localStorage)).toEqual({ active: [], refused: [], requested: [] });
  });

  it('removes one override with an empty value, without asking', () => {
    accept(
      page('?override.mfe-results=http://localhost:5174/&override.mfe-auth=http://localhost:5177/'),
    );
    const shown = page('?override.mfe-results=');
    expect(shown.requested).toEqual([]);
    expect(readOverrides(window.localStorage).active.map(({ remote }) => remote.folder)).toEqual([
      'mfe-auth',
    ]);
  });

  it('applies none, and says so, while the server does not allow overrides', () => {
    accept(page('?override.mfe-auth=http://localhost:5177/'));
    const meta = document.createElement('meta');
    meta.name = DEVELOPER_OVERRIDES_META;
    meta.content = 'off';
    document.head.append(meta);
    try {
      expect(overridesAllowed(document)).toBe(false);
      expect(overrideFor('mfe_auth', window.localStorage)).toBeUndefined();
      const shown = page('?override.mfe-results=http://localhost:5174/');
      expect(shown.requested).toEqual([]);
      expect(shown.active).toEqual([]);
      expect(shown.refused).toEqual([
        { remote: 'mfe-auth', given: 'http://localhost:5177/', reason: OVERRIDES_OFF },
        { remote: 'mfe-results', given: 'http://localhost:5174/', reason: OVERRIDES_OFF },
      ]);
    } finally {
      meta.remove();
    }
  });

  it('reports overrides it will not apply, from the address or edited storage', () => {
    const shown = page(
      '?override.mfe-results=https://cdn.example.org/results/&override.mfe-nothing=http://localhost:1/',
    );
    expect(shown.refused).toEqual([
      { remote: 'mfe-results', given: 'https://cdn.example.org/results/', reason: LOOPBACK_ONLY },
      {
        remote: 'mfe-nothing',
        given: 'http://localhost:1/',
        reason: 'the remotes are mfe-results, mfe-feedback, mfe-admin, mfe-auth',
      },
    ]);
    window.localStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify({ 'mfe-admin': 42 }));
    expect(readOverrides(window.localStorage).refused).toEqual([
      { remote: 'mfe-admin', given: '42', reason: 'it is not a URL' },
    ]);
  });

  it('survives unreadable storage', () => {
    window.localStorage.setItem(OVERRIDES_STORAGE_KEY, '{oops');
    expect(readOverrides(window.localStorage)).toEqual({ active: [], refused: [], requested: [] });
  });
});
