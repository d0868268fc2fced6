import { describe, expect, it } from 'vitest';
import {
  lecturersMatching,
  matchingModules,
  moduleMatches,
  type SearchableModule,
} from './module-search';

const ALGORITHMS = { code: 'CS3001', title: 'Algorithms', lecturersNames: 'Dr Ana Núñez' };
const LEARNING = {
  code: 'CS3002',
  title: 'Machine Learning',
  lecturersNames: 'Prof. Zoë Hughes, Li Wei',
};
const ETUDES = { code: 'FR3010', title: 'Études françaises', lecturersNames: null };
const INTELLIGENCE = { code: 'MA3004', title: 'Applied Machine Intelligence' };
const MODULES: SearchableModule[] = [ALGORITHMS, LEARNING, ETUDES, INTELLIGENCE];

const codes = (query: string) => matchingModules(MODULES, query).map(({ code }) => code);

describe('moduleMatches', () => {
  it('finds a module by part of its code, in any case', () => {
    expect(moduleMatches(ALGORITHMS, 'cs300')).toBe(true);
    expect(moduleMatches(ALGORITHMS, '3001')).toBe(true);
    expect(moduleMatches(ALGORITHMS, 'CS3002')).toBe(false);
  });

  it('finds a module by part of its title, in any case', () => {
    expect(moduleMatches(LEARNING, 'LEARN')).toBe(true);
    expect(moduleMatches(LEARNING, 'chine lea')).toBe(true);
    expect(moduleMatches(LEARNING, 'graphics')).toBe(false);
  });

  it("finds a module by any of its lecturers' names", () => {
    expect(moduleMatches(LEARNING, 'hughes')).toBe(true);
    expect(moduleMatches(LEARNING, 'Wei')).toBe(true);
    expect(moduleMatches(ALGORITHMS, 'hughes')).toBe(false);
    expect(moduleMatches(INTELLIGENCE, 'hughes')).toBe(false);
  });

  it('ignores accents on either side', () => {
    expect(moduleMatches(ALGORITHMS, 'nunez')).toBe(true);
    expect(moduleMatches(ALGORITHMS, 'NÚÑEZ')).toBe(true);
    expect(moduleMatches(LEARNING, 'zoe')).toBe(true);
    expect(moduleMatches(ETUDES, 'etudes francaises')).toBe(true);
    expect(moduleMatches({ code: 'X1', title: 'Data' }, 'dátá')).toBe(true);
  });

  it('needs every word typed, each found in the code, title or a name', () => {
    expect(moduleMatches(LEARNING, 'machine hughes')).toBe(true);
    expect(moduleMatches(INTELLIGENCE, 'machine hughes')).toBe(false);
    expect(moduleMatches(LEARNING, '  cs3002   learning ')).toBe(true);
  });

  it('matches everything for an empty or blank query', () => {
    expect(moduleMatches(ALGORITHMS, '')).toBe(true);
    expect(moduleMatches(ALGORITHMS, '   ')).toBe(true);
  });
});

describe('matchingModules', () => {
  it('keeps the given order among equally good matches', () => {
    expect(codes('machine')).toEqual(['CS3002', 'MA3004']);
    expect(codes('')).toEqual(['CS3001', 'CS3002', 'FR3010', 'MA3004']);
  });

  it('puts a code or word that starts with the query before a match inside a word', () => {
    // "in" starts "Intelligence" but is only inside the words of "Machine Learning".
    expect(codes('in')).toEqual(['MA3004', 'CS3002']);
    expect(codes('wei')).toEqual(['CS3002']);
    expect(codes('3')).toEqual(['CS3001', 'CS3002', 'FR3010', 'MA3004']);
  });

  it('lists nothing when nothing matches', () => {
    expect(codes('astrophysics')).toEqual([]);
  });
});

describe('lecturersMatching', () => {
  it('names the lecturers a query found that the code and title do not hold', () => {
    expect(lecturersMatching(LEARNING, 'hughes')).toEqual(['Prof. Zoë Hughes']);
    expect(lecturersMatching(ALGORITHMS, 'algorithms nunez')).toEqual(['Dr Ana Núñez']);
  });

  it('names nobody when the code or title explains the match', () => {
    expect(lecturersMatching(LEARNING, 'learning')).toEqual([]);
    expect(lecturersMatching(LEARNING, '')).toEqual([]);
    expect(lecturersMatching(ETUDES, 'etudes')).toEqual([]);
  });
});
