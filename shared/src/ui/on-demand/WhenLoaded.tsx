// A part of a page whose code comes on demand: "Loading the chart…" until it is in, why it is
// missing with Retry if it does not come, then the part itself. Not React.lazy in a Suspense
// boundary: React reveals a boundary's content no sooner than 300 ms after its fallback showed,
// so a part whose code took 20 ms would still wait 300; a state update renders at once. And a
// failed import here is a message with Retry, not an error thrown into the page.
import type { ReactNode } from 'react';
import { Loading, LoadFailure } from '../server-data/ServerDataStatus';
import { useOnDemand, type OnDemand } from './on-demand';

interface WhenLoadedProps<T> {
  code: OnDemand<T>;
  /** What is loading, as the page says it: "the chart". */
  what: string;
  children: (loaded: T) => ReactNode;
}

export function WhenLoaded<T>({ code, what, children }: WhenLoadedProps<T>) {
  const state = useOnDemand(code);
  switch (state.status) {
    case 'loading':
      return <Loading what={what} />;
    case 'failed':
      return (
        <LoadFailure
          what={what}
          reason="Check your connection, then try again."
          onRetry={state.retry}
        />
      );
    case 'ready':
      return children(state.loaded);
  }
}
