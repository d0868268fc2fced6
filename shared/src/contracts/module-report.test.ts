import { describe, expect, it } from 'vitest';
import { moduleReportApiPath, moduleReportFileName, moduleReportPdfPath } from './module-report';

describe('module report addresses', () => {
  it('fills the routes with the code encoded and the year', () => {
    expect(moduleReportApiPath('CS3001', 2025)).toBe('/api/module-report/CS3001/2025');
    expect(moduleReportPdfPath('CS 1', 2025)).toBe('/api/module-report/CS%201/2025/pdf');
  });

  it('names the PDF after the module and the year', () => {
    expect(moduleReportFileName('CS3001', 2025)).toBe('CS3001-2025-report.pdf');
  });
});
