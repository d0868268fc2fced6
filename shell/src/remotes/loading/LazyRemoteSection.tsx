// A remote's route as the shell's router renders it: the remote support's section once that
// chunk is in, a loading indicator until then.
//
// Not React.lazy in a Suspense boundary: React reveals a boundary's content no sooner than
// 300 ms after its fallback showed (its fallback throttle), so on a cold load the remote's
// section waited about 150 ms after everything it needed had arrived. A state update renders
// at once.
import { useOnDemand } from '@module-feedback/shared/shell-pages';
import type { Remote } from '@module-feedback/federation/contract';
import { REMOTE_SUPPORT } from '../on-demand';
import { RemoteFailure } from './RemoteFailure';
import { RemoteLoading } from './RemoteLoading';
import { remoteTexts } from './remote-texts';

export function LazyRemoteSection({ remote }: { remote: Remote }) {
  const support = useOnDemand(REMOTE_SUPPORT);
  switch (support.status) {
    case 'loading':
      return <RemoteLoading remote={remote} />;
    case 'failed':
      // Retry asks for the support's chunk again (a failed load is not kept).
      return <RemoteFailure text={remoteTexts(remote).unavailable} onRetry={support.retry} />;
    case 'ready':
      return <support.loaded.RemoteSection remote={remote} />;
  }
}
