import { describe, expect, it } from 'vitest';
import { API_ROUTES, apiPath, fillRoute } from './api-paths';
import { MODERATION_ROUTES } from './moderation';

describe('apiPath', () => {
  it('fills and encodes the placeholders', () => {
    expect(apiPath(API_ROUTES.summary, { moduleCode: 'COMP 0001/x', year: 2025 })).toBe(
      '/api/summarize-feedback/COMP%200001%2Fx/2025',
    );
    expect(apiPath(API_ROUTES.deleteYear, { id: 4 })).toBe('/api/deleteyear/4/');
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => apiPath(API_ROUTES.editModule)).toThrow(/id/);
  });
});

describe('fillRoute', () => {
  it('fills the routes of a feature the same way', () => {
    expect(fillRoute(MODERATION_ROUTES.hide, { id: 12 })).toBe('/api/moderation/hide/12/');
    expect(() => fillRoute(MODERATION_ROUTES.report)).toThrow(/id/);
  });
});
