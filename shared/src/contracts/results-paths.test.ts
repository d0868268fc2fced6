import { describe, expect, it } from 'vitest';
import {
  comparedModuleCodes,
  isModuleComparisonPath,
  isModuleReportPath,
  moduleComparisonPath,
  moduleReportPath,
  moduleResultsPath,
} from './results-paths';

describe('moduleResultsPath', () => {
  it('names the module in the path and the year in the query', () => {
    expect(moduleResultsPath('CS3001')).toBe('/results/CS3001');
    expect(moduleResultsPath('CS3001', 2026)).toBe('/results/CS3001?year=2026');
    expect(moduleResultsPath('A B/1')).toBe('/results/A%20B%2F1');
  });
});

describe('module comparison addresses', () => {
  it('lists the codes, each encoded, after the year', () => {
    expect(moduleComparisonPath(2026, ['CS101', 'CS102'])).toBe(
      '/results/compare?year=2026&modules=CS101,CS102',
    );
    expect(moduleComparisonPath(2026, ['A,B', 'C&D'])).toBe(
      '/results/compare?year=2026&modules=A%2CB,C%26D',
    );
  });

  it('reads back the codes it wrote, an encoded comma staying inside its code', () => {
    const path = moduleComparisonPath(2026, ['A,B', 'C&D', 'CS101']);
    expect(comparedModuleCodes(new URL(path, 'http://x').search)).toEqual(['A,B', 'C&D', 'CS101']);
  });

  it('reads a hand-written list: empty parts dropped, bad escapes kept as written', () => {
    expect(comparedModuleCodes('?modules=CS101,,CS102,&year=2026')).toEqual(['CS101', 'CS102']);
    expect(comparedModuleCodes('?year=2026&modules=%E0%A4%A')).toEqual(['%E0%A4%A']);
    expect(comparedModuleCodes('?year=2026')).toEqual([]);
  });

  it('tells a comparison from a module’s results', () => {
    expect(isModuleComparisonPath('/results/compare')).toBe(true);
    expect(isModuleComparisonPath('/results/CS101')).toBe(false);
    expect(isModuleComparisonPath('/results')).toBe(false);
  });
});

describe('moduleReportPath', () => {
  it('names the module and the year in the query, the code encoded', () => {
    expect(moduleReportPath('CS3001', 2025)).toBe('/results/report?module=CS3001&year=2025');
    const path = moduleReportPath('A&B', 2025);
    expect(new URL(path, 'http://x').searchParams.get('module')).toBe('A&B');
  });

  it('tells a report from a module’s results and from a comparison', () => {
    expect(isModuleReportPath('/results/report')).toBe(true);
    expect(isModuleReportPath('/results/compare')).toBe(false);
    expect(isModuleReportPath('/results/CS101')).toBe(false);
    expect(isModuleReportPath('/results')).toBe(false);
  });
});
