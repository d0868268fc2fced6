import { describe, expect, it } from 'vitest';
import { moduleResultsPath } from './results-paths';

describe('moduleResultsPath', () => {
  it('names the module in the path and the year in the query', () => {
    expect(moduleResultsPath('CS3001')).toBe('/results/CS3001');
    expect(moduleResultsPath('CS3001', 2026)).toBe('/results/CS3001?year=2026');
    expect(moduleResultsPath('A B/1')).toBe('/results/A%20B%2F1');
  });
});
