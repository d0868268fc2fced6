import { describe, expect, it } from 'vitest';
import { TABLE_PARTS } from './table-parts';

describe('TABLE_PARTS', () => {
  it("is PrimeReact's DataTable and Column, kept once loaded", async () => {
    const [table, column] = await Promise.all([
      import('primereact/datatable'),
      import('primereact/column'),
    ]);
    const parts = await TABLE_PARTS.load();
    expect(parts).toEqual({ DataTable: table.DataTable, Column: column.Column });
    expect(TABLE_PARTS.loaded).toBe(parts);
  });
});
