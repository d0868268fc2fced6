import { describe, expect, it } from 'vitest';
import type { PublicSurface } from './surface';
import { bumpProblem, compareSurfaces, recordProblems, recordVersion } from './versioning';

const base: PublicSurface = { '.': { api: 'a1', session: 's1' }, './contracts': { Module: 'm1' } };
const added: PublicSurface = { ...base, '.': { ...base['.'], notify: 'n1' } };
const removed: PublicSurface = { ...base, '.': { api: 'a1' } };
const changed: PublicSurface = { ...base, './contracts': { Module: 'm2' } };

describe('compareSurfaces', () => {
  it('names what was added, removed and changed, by entry point', () => {
    expect(compareSurfaces(base, added)).toEqual({
      added: ['. notify'],
      removed: [],
      changed: [],
    });
    expect(compareSurfaces(base, removed).removed).toEqual(['. session']);
    expect(compareSurfaces(base, changed).changed).toEqual(['./contracts Module']);
  });
});

describe('bumpProblem', () => {
  const at = (version: string, surface: PublicSurface) => ({ version, surface });

  it('accepts a minor bump for an addition and a major one for a removal or change', () => {
    expect(bumpProblem(at('1.0.0', base), at('1.1.0', added))).toBeUndefined();
    expect(bumpProblem(at('1.0.0', base), at('2.0.0', removed))).toBeUndefined();
    expect(bumpProblem(at('1.0.0', base), at('2.0.0', changed))).toBeUndefined();
    expect(bumpProblem(at('1.0.0', base), at('1.0.1', base))).toBeUndefined();
  });

  it('refuses a bump too small for the change, saying which one is needed', () => {
    expect(bumpProblem(at('1.0.0', base), at('1.0.1', added))).toMatch(
      /patch bump.*added: \. notify.*needs a minor bump \(1\.1\.0\)/,
    );
    expect(bumpProblem(at('1.2.0', base), at('1.3.0', removed))).toMatch(
      /needs a major bump \(2\.0\.0\)/,
    );
    expect(bumpProblem(at('1.2.0', base), at('1.1.0', base))).toMatch(/does not come after/);
  });
});

describe('recordProblems', () => {
  it('is content with a record that matches the current surface', () => {
    expect(recordProblems({ '1.0.0': base, '1.1.0': added }, '1.1.0', added)).toEqual([]);
  });

  it('fails when the surface changed without a version bump', () => {
    const [problem] = recordProblems({ '1.0.0': base }, '1.0.0', changed);
    expect(problem).toMatch(/changed since 1\.0\.0 was recorded.*set "version".*to 2\.0\.0/);
  });

  it('fails when the current version was never recorded', () => {
    expect(recordProblems({ '1.0.0': base }, '1.1.0', added)).toEqual([
      expect.stringMatching(/1\.1\.0 has no recorded public surface: run npm run record-surface/),
    ]);
  });

  it('fails when two recorded versions break the rule', () => {
    expect(recordProblems({ '1.0.0': base, '1.1.0': removed }, '1.1.0', removed)).toEqual([
      expect.stringMatching(/1\.0\.0 → 1\.1\.0 is a minor bump/),
    ]);
  });
});

describe('recordVersion', () => {
  it('records a new version after a big enough bump', () => {
    expect(recordVersion({ '1.0.0': base }, '1.1.0', added)).toEqual({
      record: { '1.0.0': base, '1.1.0': added },
    });
  });

  it('never rewrites a recorded version, and refuses a bump too small', () => {
    expect(recordVersion({ '1.0.0': base }, '1.0.0', added)).toEqual({
      problem: expect.stringMatching(/already recorded.*bump the version to 1\.1\.0/),
    });
    expect(recordVersion({ '1.0.0': base }, '1.0.1', removed)).toEqual({
      problem: expect.stringMatching(/needs a major bump/),
    });
  });
});
