import { useCallback, useRef, useState } from 'react';

/**
 * Runs one submit at a time: `busy` drives the button's progress state, and the ref
 * stops a second click (or Enter) from starting another request before React re-renders.
 */
export function useSingleSubmit() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  const run = useCallback(async (submit: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await submit();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);

  return { busy, run };
}
