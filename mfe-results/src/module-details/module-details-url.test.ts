import { describe, expect, it } from 'vitest';
import { DEFAULT_MODULE_DETAILS_URL_TEMPLATE, moduleDetailsUrl } from './module-details-url';

describe('moduleDetailsUrl', () => {
  it('fills {code} and {year} wherever the template puts them', () => {
    expect(moduleDetailsUrl('https://c.example/{year}/{code}?y={year}', 'COMP0001', 2025)).toBe(
      'https://c.example/2025/COMP0001?y=2025',
    );
  });

  it('encodes codes so any code makes a valid link', () => {
    expect(moduleDetailsUrl('https://c.example/{code}', 'A B/1', 2025)).toBe(
      'https://c.example/A%20B%2F1',
    );
  });

  it('has a default template with both placeholders', () => {
    expect(DEFAULT_MODULE_DETAILS_URL_TEMPLATE).toContain('{code}');
    expect(DEFAULT_MODULE_DETAILS_URL_TEMPLATE).toContain('{year}');
  });
});
