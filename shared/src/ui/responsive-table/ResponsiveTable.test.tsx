import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ClampedText, CLAMP_AFTER_CHARACTERS } from './ClampedText';
import { ResponsiveTable, type TableColumn } from './ResponsiveTable';
import { cellValue } from '@module-feedback/test-support/table-cells';

interface Row {
  id: number;
  code: string;
  comment: string;
}

const ROWS: Row[] = [
  { id: 1, code: 'CS3001', comment: 'Clear slides' },
  { id: 2, code: 'AB1000', comment: 'Too fast' },
  { id: 3, code: 'MA2002', comment: 'Fine' },
];

const COLUMNS: TableColumn<Row>[] = [
  { field: 'code', header: 'Code' },
  {
    field: 'comment',
    header: 'Comment',
    wide: true,
    body: (row) => <ClampedText>{row.comment}</ClampedText>,
  },
  { header: 'Actions', body: (row) => <button type="button">Open {row.code}</button> },
];

const codesShown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => cellValue(within(row).getAllByRole('cell')[0]));

/** Renders a table and waits for PrimeReact's, which the first table of a page imports. */
async function renderTable(table: ReactElement) {
  const rendered = render(table);
  await screen.findByRole('table');
  return rendered;
}

describe('responsive table', () => {
  it('labels every cell with its column, for the cards of narrow screens', async () => {
    await renderTable(
      <ResponsiveTable
        rows={ROWS}
        dataKey="id"
        label="Modules"
        columns={COLUMNS}
        emptyMessage="None"
      />,
    );
    const firstRow = screen.getAllByRole('row')[1]!;
    const cells = within(firstRow).getAllByRole('cell');
    expect(cells.map((cell) => cell.querySelector('.p-column-title')?.textContent)).toEqual([
      'Code',
      'Comment',
      'Actions',
    ]);
    expect(screen.getByRole('table', { name: 'Modules' })).toBeInTheDocument();
  });

  it('pins no column over the others', async () => {
    const { container } = await renderTable(
      <ResponsiveTable
        rows={ROWS}
        dataKey="id"
        label="Modules"
        columns={COLUMNS}
        emptyMessage="None"
      />,
    );
    expect(container.querySelector('.p-frozen-column')).toBeNull();
    expect(container.querySelectorAll('td.ui-table__wide')).toHaveLength(ROWS.length);
  });

  it('sorts by a column and tells a caller holding the sort', async () => {
    const onSortChange = vi.fn();
    await renderTable(
      <ResponsiveTable
        rows={ROWS}
        dataKey="id"
        label="Modules"
        columns={COLUMNS}
        emptyMessage="None"
        onSortChange={onSortChange}
      />,
    );
    await userEvent.click(screen.getByRole('columnheader', { name: /Code/ }));
    expect(codesShown()).toEqual(['AB1000', 'CS3001', 'MA2002']);
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'code', order: 1 });
  });

  it('shows the sort a caller holds', async () => {
    await renderTable(
      <ResponsiveTable
        rows={ROWS}
        dataKey="id"
        label="Modules"
        columns={COLUMNS}
        emptyMessage="None"
        sort={{ field: 'code', order: -1 }}
      />,
    );
    expect(codesShown()).toEqual(['MA2002', 'CS3001', 'AB1000']);
  });

  it('shows the page a caller holds and reports the next one', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      id: index,
      code: `M${String(index).padStart(2, '0')}`,
      comment: '',
    }));
    const onPageChange = vi.fn();
    await renderTable(
      <ResponsiveTable
        rows={many}
        dataKey="id"
        label="Modules"
        columns={COLUMNS}
        emptyMessage="None"
        paginated
        page={{ first: 10, rows: 10 }}
        onPageChange={onPageChange}
      />,
    );
    expect(codesShown()).toEqual(['M10', 'M11']);
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPageChange).toHaveBeenCalledWith({ first: 0, rows: 10 });
  });

  it('keeps the rows matching the search', async () => {
    await renderTable(
      <ResponsiveTable
        rows={ROWS}
        dataKey="id"
        label="Modules"
        columns={COLUMNS}
        emptyMessage="Nothing matches"
        search="fast"
      />,
    );
    expect(codesShown()).toEqual(['AB1000']);
  });

  it('opens a clicked row, but not when a button in it is clicked', async () => {
    const onRowClick = vi.fn();
    await renderTable(
      <ResponsiveTable
        rows={[{ id: 1, code: 'CS3001', comment: 'x'.repeat(CLAMP_AFTER_CHARACTERS + 1) }]}
        dataKey="id"
        label="Modules"
        columns={COLUMNS}
        emptyMessage="None"
        onRowClick={onRowClick}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onRowClick).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('CS3001'));
    expect(onRowClick).toHaveBeenCalledWith(expect.objectContaining({ code: 'CS3001' }));
  });
});

describe('clamped text', () => {
  it('shows a short text whole, without a button', () => {
    render(<ClampedText>Short and clear.</ClampedText>);
    expect(screen.getByText('Short and clear.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('clamps a long text until "Show more", and clamps it again with "Show less"', async () => {
    const long = 'word '.repeat(60).trim();
    render(<ClampedText>{long}</ClampedText>);
    const text = screen.getByText(long);
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(text).toHaveClass('ui-clamp__text--clamped');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', text.id);
    await userEvent.click(more);
    expect(text).not.toHaveClass('ui-clamp__text--clamped');
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(text).toHaveClass('ui-clamp__text--clamped');
  });

  it('clamps content made of texts by the length it is given', () => {
    render(
      <ClampedText length={CLAMP_AFTER_CHARACTERS + 1}>
        <p>Material</p>
        <p>Assessment</p>
      </ClampedText>,
    );
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });
});
