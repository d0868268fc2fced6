// One remote on its route: checks and loads its lifecycles at runtime and mounts them as a
// parcel. Whatever goes wrong (entry unreachable, remote refused, mount failure, render
// crash) ends in a message with a retry, in the remote's place only. A chunk that fails
// to load, as after a deploy, first gets one automatic reload of the section.
import { useCallback, useEffect, useState } from 'react';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import type { Remote, RemoteName } from '@module-feedback/federation/contract';
import { remoteTexts } from './remote-texts';
import { RemoteLoading } from './RemoteLoading';
import { isChunkLoadError } from './chunk-errors';
import { loadRemoteLifecycles, type RemoteLifecycles } from './load-remote';
import { RemoteFailure } from './RemoteFailure';
import { RemoteRefusedError, type Refusal } from '../checks/remote-check';
import { retryRemote } from '../targets/remote-targets';
import { reportFailure } from '../reports/version-reports';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; lifecycles: RemoteLifecycles }
  | { status: 'unavailable' }
  | { status: 'refused'; refusal: Refusal }
  | { status: 'crashed' };

/** Remotes reloaded automatically once already on this page: the next failure shows. */
const reloadedAutomatically = new Set<RemoteName>();

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

/** Rendered in place of a crashed remote while its automatic reload starts. */
function ReloadingSection({ onReload }: { onReload: () => unknown }) {
  useEffect(() => {
    onReload();
  }, [onReload]);
  return null;
}

interface AttemptProps {
  remote: Remote;
  onRetry: (reload: boolean) => void;
  /** Reloads the section once per page when a chunk failed; false when already done. */
  onChunkFailure: () => boolean;
}

/** One attempt at showing the remote; a retry replaces it with a fresh attempt. */
function RemoteAttempt({ remote, onRetry, onChunkFailure }: AttemptProps) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const texts = remoteTexts(remote);

  useEffect(() => {
    let current = true;
    const crashed = (error: unknown) => {
      console.error(`Remote ${remote.name} failed`, error);
      reportFailure(remote.name, isChunkLoadError(error) ? 'load-failure' : 'mount-error');
      if (current && !(isChunkLoadError(error) && onChunkFailure()))
        setState({ status: 'crashed' });
    };
    loadRemoteLifecycles(remote.name).then(
      (lifecycles) =>
        current &&
        setState({ status: 'ready', lifecycles: reportingFailures(lifecycles, crashed) }),
      (error: unknown) => {
        console.error(`Remote ${remote.name} could not be loaded`, error);
        if (!current) return;
        if (error instanceof RemoteRefusedError)
          setState({ status: 'refused', refusal: error.refusal });
        else if (!(isChunkLoadError(error) && onChunkFailure()))
          setState({ status: 'unavailable' });
      },
    );
    return () => {
      current = false;
    };
  }, [remote.name, onChunkFailure]);

  /** The crash of this attempt's rendering, reported once however often it renders. */
  const [crashReported] = useState(() => new WeakSet<Error>());
  const renderCrash = useCallback(
    (error: Error) => {
      if (!crashReported.has(error)) {
        crashReported.add(error);
        reportFailure(remote.name, isChunkLoadError(error) ? 'load-failure' : 'mount-error');
      }
      return isChunkLoadError(error) && !reloadedAutomatically.has(remote.name) ? (
        <ReloadingSection onReload={onChunkFailure} />
      ) : (
        <RemoteFailure text={texts.crashed} onRetry={() => onRetry(false)} />
      );
    },
    [remote.name, texts.crashed, onRetry, onChunkFailure, crashReported],
  );

  switch (state.status) {
    case 'loading':
      return <RemoteLoading remote={remote} />;
    case 'unavailable':
      return <RemoteFailure text={texts.unavailable} onRetry={() => onRetry(true)} />;
    case 'refused':
      return <RemoteFailure text={texts[state.refusal]} onRetry={() => onRetry(true)} />;
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
  const retry = useCallback(
    (reload: boolean) => {
      // A remote that never loaded is fetched afresh; one that crashed is just remounted.
      if (reload) retryRemote(remote.name);
      setAttempt((previous) => previous + 1);
    },
    [remote.name],
  );
  const reloadAfterChunkFailure = useCallback(() => {
    if (reloadedAutomatically.has(remote.name)) return false;
    reloadedAutomatically.add(remote.name);
    console.warn(`Reloading the ${remote.label} section: a chunk did not load`);
    retry(true);
    return true;
  }, [remote, retry]);
  return (
    <div className="remote-section" data-remote={remote.name}>
      <RemoteAttempt
        key={`${remote.name}-${attempt}`}
        remote={remote}
        onRetry={retry}
        onChunkFailure={reloadAfterChunkFailure}
      />
    </div>
  );
}
