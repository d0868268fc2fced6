import { describe, expect, it } from 'vitest';
import {
  moduleReportApiPath,
  moduleReportFileName,
  moduleReportPdfPath,
  responseRateText,
} from './module-report';

describe('module report addresses', () => {
  it('fills the routes with the code encoded and the year', () => {
    expect(moduleReportApiPath('CS3001', 2025)).toBe('/api/module-report/CS3001/2025');
    expect(moduleReportPdfPath('CS 1', 2025)).toBe('/api/module-report/CS%201/2025/pdf');
  });

  it('names the PDF after the module and the year', () => {
    expect(moduleReportFileName('CS3001', 2025)).toBe('CS3001-2025-report.pdf');
  });
});

describe('responseRateText', () => {
  it('gives the responses of the enrolled students and their share, rounded', () => {
    expect(responseRateText({ responses: 12, enrolled: 40 })).toBe(
      '12 of 40 enrolled students (30%)',
    );
    expect(responseRateText({ responses: 1, enrolled: 3 })).toBe('1 of 3 enrolled students (33%)');
    expect(responseRateText({ responses: 0, enrolled: 1 })).toBe('0 of 1 enrolled student (0%)');
    expect(responseRateText({ responses: 0, enrolled: 0 })).toBe('0 of 0 enrolled students (0%)');
  });
});
