// A tab's rows from the server. A failed reload keeps the rows already shown.
import { useCallback, useEffect, useState } from 'react';
import { describeApiError } from '@module-feedback/shared';

export interface Rows<Row> {
  rows: Row[];
  loading: boolean;
  /** Why the last load failed, if it did. */
  loadError: string | null;
  reload: () => void;
}

export function useRows<Row>(load: () => Promise<Row[]>): Rows<Row> {
  const [rows, setRows] = useState<Row[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      (loaded) => {
        if (!current) return;
        setRows(loaded);
        setLoadError(null);
        setLoading(false);
      },
      (error: unknown) => {
        if (!current) return;
        setLoadError(describeApiError(error).message);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [load, generation]);

  const reload = useCallback(() => {
    setLoading(true);
    setGeneration((n) => n + 1);
  }, []);

  return { rows, loading, loadError, reload };
}
