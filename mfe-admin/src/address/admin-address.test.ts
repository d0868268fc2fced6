import { describe, expect, it } from 'vitest';
import { tabAddress, tabOf, tableAddressOf, withTableAddress } from './admin-address';

const at = (address: string) => new URL(address, 'https://feedback.example');
const FILTERS = ['Module', 'Year', 'Status'];

describe('the dashboard address', () => {
  it('names the tab, and opens on Academic Years without one or with an unknown one', () => {
    expect(tabOf(at('/admin?tab=moderation'))).toBe('moderation');
    expect(tabOf(at('/admin?tab=deployments'))).toBe('deployments');
    expect(tabOf(at('/admin?tab=enrolment'))).toBe('enrolment');
    expect(tabOf(at('/admin'))).toBe('years');
    expect(tabOf(at('/admin?tab=nonsense'))).toBe('years');
    expect(tabAddress('feedbacks')).toBe('/admin?tab=feedbacks');
  });

  it("reads a table's filters, sort and page", () => {
    expect(
      tableAddressOf(
        at(
          '/admin?tab=feedbacks&module=CS3001&status=Hidden&sort=submitDate&order=desc&page=3&rows=25',
        ),
        FILTERS,
      ),
    ).toEqual({
      filters: { Module: 'CS3001', Status: 'Hidden' },
      sort: { field: 'submitDate', order: -1 },
      page: { first: 50, rows: 25 },
    });
  });

  it('ignores what it cannot read', () => {
    expect(tableAddressOf(at('/admin?tab=users&page=-2&rows=7&order=up'), FILTERS)).toEqual({
      filters: {},
      sort: null,
      page: { first: 0, rows: 10 },
    });
  });

  it("writes a table's state, keeping the tab and leaving out what is as it opens", () => {
    const location = at('/admin?tab=feedbacks&module=CS3001&page=2');
    expect(
      withTableAddress(location, FILTERS, {
        filters: { Year: '2026/27' },
        sort: { field: 'id', order: 1 },
        page: { first: 0, rows: 10 },
      }),
    ).toBe('/admin?tab=feedbacks&year=2026%2F27&sort=id&order=asc');
  });

  it('reads back what it writes', () => {
    const table = {
      filters: { Module: 'CS 3001 & more', Status: 'Reported' },
      sort: { field: 'module.code', order: -1 as const },
      page: { first: 20, rows: 10 },
    };
    const written = withTableAddress(at('/admin?tab=feedbacks'), FILTERS, table);
    expect(tableAddressOf(at(written), FILTERS)).toEqual(table);
  });
});
