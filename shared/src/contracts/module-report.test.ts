import { describe, expect, it } from 'vitest';
import { fillRoute } from './fill-route';
import { MODULE_REPORT_ROUTES, moduleReportFileName } from './module-report';

describe('module report addresses', () => {
  it('fills the routes with the code encoded and the year', () => {
    expect(fillRoute(MODULE_REPORT_ROUTES.report, { moduleCode: 'CS3001', year: 2025 })).toBe(
      '/api/module-report/CS3001/2025',
    );
    expect(fillRoute(MODULE_REPORT_ROUTES.pdf, { moduleCode: 'CS 1', year: 2025 })).toBe(
      '/api/module-report/CS%201/2025/pdf',
    );
  });

  it('names the PDF after the module and the year', () => {
    expect(moduleReportFileName('CS3001', 2025)).toBe('CS3001-2025-report.pdf');
  });
});
