// A table cell's value as a reader of the wide table sees it: without the column's name that
// the shared responsive table writes into each cell for the narrow screens' cards.
export function cellValue(cell: HTMLElement | undefined): string | undefined {
  if (!cell) return undefined;
  const copy = cell.cloneNode(true) as HTMLElement;
  copy.querySelector('.p-column-title')?.remove();
  return copy.textContent ?? '';
}
