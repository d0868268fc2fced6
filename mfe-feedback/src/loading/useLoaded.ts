// Data a page needs from the API: loading, failed (with the reason in people's words) or
// ready; `retry` loads it again.
import { useCallback, useEffect, useState } from 'react';
import { describeApiError } from '@module-feedback/shared';

export type Loaded<T> =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; data: T };

/** `load` runs on mount and on each retry; keep it stable (module-level or memoised). */
export function useLoaded<T>(load: () => Promise<T>): { loaded: Loaded<T>; retry: () => void } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setLoaded({ status: 'ready', data }),
      (error: unknown) =>
        current && setLoaded({ status: 'failed', message: describeApiError(error).message }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => {
    setLoaded({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { loaded, retry };
}
