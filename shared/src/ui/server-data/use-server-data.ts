// Loading server data with its three states: loading, ready and failed with a retry. Every
// remote's lists and forms go through this one hook, so they all behave and word it alike.
import { useCallback, useEffect, useState } from 'react';
import { describeApiError } from '../../api/errors';

export type ServerData<T> =
  | { status: 'loading'; previous: T | undefined; retry: () => void }
  | { status: 'ready'; data: T; retry: () => void }
  | { status: 'failed'; reason: string; previous: T | undefined; retry: () => void };

type Settled<T> = { status: 'ready'; data: T } | { status: 'failed'; reason: string };

/**
 * Loads data once per `load` function (memoise it with the values it depends on) and again on
 * `retry`. A failure is kept as a state with the reason in plain words, so screens offer a retry
 * instead of going blank. While the same `load` runs again, or after it failed again,
 * `previous` holds what it last gave; a new `load` starts with nothing, so an answer for
 * something else is never shown as current.
 */
export function useServerData<T>(load: () => Promise<T>): ServerData<T> {
  const [attempt, setAttempt] = useState(0);
  // Remember which load/attempt a result belongs to, so a stale answer never shows as current.
  const [settled, setSettled] = useState<{
    load: () => Promise<T>;
    attempt: number;
    result: Settled<T>;
    lastData: T | undefined;
  }>();

  useEffect(() => {
    let current = true;
    load().then(
      (data) =>
        current && setSettled({ load, attempt, result: { status: 'ready', data }, lastData: data }),
      (error: unknown) => {
        // A failed fetch is logged to the console; the screen shows the reason and a retry.
        console.error(error);
        if (!current) return;
        const result = { status: 'failed', reason: describeApiError(error).message } as const;
        setSettled((before) => ({
          load,
          attempt,
          result,
          lastData: before?.load === load ? before.lastData : undefined,
        }));
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const previous = settled?.load === load ? settled.lastData : undefined;
  if (settled?.load !== load || settled.attempt !== attempt) {
    return { status: 'loading', previous, retry };
  }
  return settled.result.status === 'ready'
    ? { ...settled.result, retry }
    : { ...settled.result, previous, retry };
}
