// PrimeReact's DataTable and its paginator are about a fifth of the JavaScript of a remote's
// route: they are imported when a table is first shown, not with `shared`, so a page's
// heading and fields (the results page's module picker) do not wait for them. Once in, every
// later table of the page renders at once.
import { useEffect, useState } from 'react';

/** Code fetched when first wanted, then kept for the page's life. */
export interface OnDemand<T> {
  loaded: T | undefined;
  load: () => Promise<T>;
}

export function onDemand<T>(importCode: () => Promise<T>): OnDemand<T> {
  const code: OnDemand<T> = {
    loaded: undefined,
    load: async () => (code.loaded = await importCode()),
  };
  return code;
}

export const TABLE_PARTS = onDemand(async () => {
  const [table, column] = await Promise.all([
    import('primereact/datatable'),
    import('primereact/column'),
  ]);
  return { DataTable: table.DataTable, Column: column.Column };
});

export type OnDemandState<T> =
  { status: 'loading' } | { status: 'ready'; loaded: T } | { status: 'failed'; retry: () => void };

/** The code: at once when the page has it already, else on its way (again after a failure). */
export function useOnDemand<T>(code: OnDemand<T>): OnDemandState<T> {
  const [loaded, setLoaded] = useState(code.loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (loaded !== undefined) return;
    let current = true;
    code.load().then(
      (done) => current && setLoaded(done),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [code, loaded, attempt]);
  if (loaded !== undefined) return { status: 'ready', loaded };
  if (!failed) return { status: 'loading' };
  return {
    status: 'failed',
    retry: () => {
      setFailed(false);
      setAttempt((previous) => previous + 1);
    },
  };
}
