// A remote's route as the shell's router renders it: the remote support's section once that
// chunk is in, a loading indicator until then.
//
// Not React.lazy in a Suspense boundary: React reveals a boundary's content no sooner than
// 300 ms after its fallback showed (its fallback throttle), so on a cold load the remote's
// section waited about 150 ms after everything it needed had arrived. A state update renders
// at once.
import { useEffect, useState } from 'react';
import type { Remote } from '@module-feedback/federation/contract';
import { loadedRemoteSupport, remoteSupport, type RemoteSupport } from '../on-demand';
import { RemoteFailure } from './RemoteFailure';
import { RemoteLoading } from './RemoteLoading';
import { remoteTexts } from './remote-texts';

type SupportState =
  { status: 'loading' } | { status: 'ready'; support: RemoteSupport } | { status: 'unavailable' };

const stateOf = (support: RemoteSupport | undefined): SupportState =>
  support ? { status: 'ready', support } : { status: 'loading' };

export function LazyRemoteSection({ remote }: { remote: Remote }) {
  const [state, setState] = useState(() => stateOf(loadedRemoteSupport()));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    remoteSupport().then(
      (support) => current && setState(stateOf(support)),
      (error: unknown) => {
        console.error('The remote support could not be loaded', error);
        if (current) setState({ status: 'unavailable' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  switch (state.status) {
    case 'loading':
      return <RemoteLoading remote={remote} />;
    case 'unavailable':
      // The support's chunk is asked for again (a failed load is not kept).
      return (
        <RemoteFailure
          text={remoteTexts(remote).unavailable}
          onRetry={() => {
            setState({ status: 'loading' });
            setAttempt((previous) => previous + 1);
          }}
        />
      );
    case 'ready':
      return <state.support.RemoteSection remote={remote} />;
  }
}
