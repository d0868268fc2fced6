// One remote on its route: loads its lifecycles at runtime and mounts them as a parcel.
// Whatever goes wrong (entry unreachable, mount failure, render crash) ends in a failure
// panel with a retry, in the remote's place only.
import { ProgressSpinner } from 'primereact/progressspinner';
import { useCallback, useEffect, useState } from 'react';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import type { Remote } from '../../../federation/remotes';
import { forgetFailedRemote, loadRemoteLifecycles, type RemoteLifecycles } from './load-remote';
import { RemoteFailure } from './RemoteFailure';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; lifecycles: RemoteLifecycles }
  | { status: 'unavailable' }
  | { status: 'crashed' };

export const remoteTexts = (remote: Remote) => ({
  unavailable: `The ${remote.label} section could not be loaded. Check your connection and try again.`,
  crashed: `The ${remote.label} section stopped working.`,
  loading: `Loading the ${remote.label} section…`,
});

/**
 * The remote's lifecycles, reporting their failures instead of rejecting: <Parcel> would
 * leave a failed mount as an unhandled rejection besides calling its error handler.
 */
function reportingFailures(
  lifecycles: RemoteLifecycles,
  onFailure: (error: unknown) => void,
): RemoteLifecycles {
  const guard =
    (step: RemoteLifecycles['mount']): RemoteLifecycles['mount'] =>
    async (props) => {
      try {
        await step(props);
      } catch (error) {
        onFailure(error);
      }
    };
  return {
    bootstrap: guard(lifecycles.bootstrap),
    mount: guard(lifecycles.mount),
    unmount: guard(lifecycles.unmount),
  };
}

interface AttemptProps {
  remote: Remote;
  onRetry: (reload: boolean) => void;
}

/** One attempt at showing the remote; a retry replaces it with a fresh attempt. */
function RemoteAttempt({ remote, onRetry }: AttemptProps) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const texts = remoteTexts(remote);

  useEffect(() => {
    let current = true;
    const crashed = (error: unknown) => {
      console.error(`Remote ${remote.name} failed`, error);
      if (current) setState({ status: 'crashed' });
    };
    loadRemoteLifecycles(remote.name).then(
      (lifecycles) =>
        current &&
        setState({ status: 'ready', lifecycles: reportingFailures(lifecycles, crashed) }),
      (error: unknown) => {
        console.error(`Remote ${remote.name} could not be loaded`, error);
        if (current) setState({ status: 'unavailable' });
      },
    );
    return () => {
      current = false;
    };
  }, [remote.name]);

  const renderCrash = useCallback(
    () => <RemoteFailure text={texts.crashed} onRetry={() => onRetry(false)} />,
    [texts.crashed, onRetry],
  );

  switch (state.status) {
    case 'loading':
      return (
        <div className="remote-loading" role="status" aria-label={texts.loading}>
          <ProgressSpinner style={{ width: '3rem', height: '3rem' }} />
        </div>
      );
    case 'unavailable':
      return <RemoteFailure text={texts.unavailable} onRetry={() => onRetry(true)} />;
    case 'crashed':
      return <RemoteFailure text={texts.crashed} onRetry={() => onRetry(false)} />;
    case 'ready':
      return (
        <Parcel
          config={state.lifecycles}
          mountParcel={mountRootParcel}
          wrapWith="div"
          wrapClassName="remote-root"
          renderCrash={renderCrash}
        />
      );
  }
}

export function RemoteSection({ remote }: { remote: Remote }) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback((reload: boolean) => {
    // A remote that never loaded is fetched afresh; one that crashed is just remounted.
    if (reload) forgetFailedRemote();
    setAttempt((previous) => previous + 1);
  }, []);
  return (
    <div className="remote-section" data-remote={remote.name}>
      <RemoteAttempt key={`${remote.name}-${attempt}`} remote={remote} onRetry={retry} />
    </div>
  );
}
