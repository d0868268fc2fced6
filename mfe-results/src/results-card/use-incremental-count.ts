// Long lists render in steps: the first rows with the data, the rest a batch per frame,
// so a module with a thousand reviews shows its results at once instead of after every
// row of every section has been built. Every row is there after a few frames (find in
// page and screen readers then see the whole list).
import { useEffect, useState } from 'react';

/** Rows rendered with the data: more than a screen holds. */
export const FIRST_ROWS = 40;
/** Rows added per frame after that. */
export const ROWS_PER_FRAME = 200;

/** How many of `total` rows to render now; grows to `total` over the next frames. */
export function useIncrementalCount(total: number): number {
  const [count, setCount] = useState(() => Math.min(total, FIRST_ROWS));

  useEffect(() => {
    if (count >= total) return;
    const frame = requestAnimationFrame(() =>
      setCount((previous) => Math.min(total, previous + ROWS_PER_FRAME)),
    );
    return () => cancelAnimationFrame(frame);
  }, [count, total]);

  return Math.min(count, total);
}
