// Code imported when a page first wants it, and kept for the page's life: the component
// that needs it shows at once when the page has it already, and says it is loading (or that it
// failed, with a retry) otherwise.
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

export type OnDemandState<T> =
  { status: 'loading' } | { status: 'ready'; loaded: T } | { status: 'failed'; retry: () => void };

/** The code: at once when the page has it already, else on its way (again after a failure). */
export function useOnDemand<T>(code: OnDemand<T>): OnDemandState<T> {
  // Through functions: the code may itself be a function (a component), which useState and
  // its setter would otherwise call as an initialiser or an update.
  const [loaded, setLoaded] = useState(() => code.loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (loaded !== undefined) return;
    let current = true;
    code.load().then(
      (done) => current && setLoaded(() => done),
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
