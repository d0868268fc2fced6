import { describe, expect, it } from 'vitest';
import { ACADEMIC_YEAR_ROUTES } from './academic-years';
import { fillRoute } from './fill-route';
import { MODERATION_ROUTES } from './moderation';
import { MODULE_ROUTES } from './modules';
import { SUMMARY_ROUTES } from './summaries';

describe('fillRoute', () => {
  it('fills and encodes the placeholders', () => {
    expect(fillRoute(SUMMARY_ROUTES.ofModuleYear, { moduleCode: 'COMP 0001/x', year: 2025 })).toBe(
      '/api/summarize-feedback/COMP%200001%2Fx/2025',
    );
    expect(fillRoute(ACADEMIC_YEAR_ROUTES.delete, { id: 4 })).toBe('/api/deleteyear/4/');
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => fillRoute(MODULE_ROUTES.edit)).toThrow(/id/);
  });

  it('fills the routes of every feature the same way', () => {
    expect(fillRoute(MODERATION_ROUTES.hide, { id: 12 })).toBe('/api/moderation/hide/12/');
    expect(() => fillRoute(MODERATION_ROUTES.report)).toThrow(/id/);
  });
});
