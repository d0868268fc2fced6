// PrimeReact's DataTable and its paginator are about a fifth of the JavaScript of a remote's
// route: they are imported when a table is first shown, not with `shared`, so a page's
// heading and fields (the results page's module picker) do not wait for them. Once in, every
// later table of the page renders at once.
import { onDemand } from '../on-demand/on-demand';

export const TABLE_PARTS = onDemand(async () => {
  const [table, column] = await Promise.all([
    import('primereact/datatable'),
    import('primereact/column'),
  ]);
  return { DataTable: table.DataTable, Column: column.Column };
});
