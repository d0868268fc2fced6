import { useCallback, useEffect, useState } from 'react';

export type RemoteData<T> =
  | { status: 'loading'; retry: () => void }
  | { status: 'ready'; data: T; retry: () => void }
  | { status: 'failed'; retry: () => void };

type Settled<T> = { status: 'ready'; data: T } | { status: 'failed' };

/**
 * Loads data once per `load` function (memoise it with the values it depends on) and again
 * on `retry`. A failure is kept as a state, so screens can offer a retry instead of going blank.
 */
export function useRemoteData<T>(load: () => Promise<T>): RemoteData<T> {
  const [attempt, setAttempt] = useState(0);
  // Remember which load/attempt a result belongs to, so a stale answer never shows as current.
  const [settled, setSettled] = useState<{
    load: () => Promise<T>;
    attempt: number;
    result: Settled<T>;
  }>();

  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setSettled({ load, attempt, result: { status: 'ready', data } }),
      (error: unknown) => {
        // A failed fetch is logged to the console; the screen shows a retry.
        console.error(error);
        if (current) setSettled({ load, attempt, result: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (settled?.load !== load || settled.attempt !== attempt) return { status: 'loading', retry };
  return { ...settled.result, retry };
}
