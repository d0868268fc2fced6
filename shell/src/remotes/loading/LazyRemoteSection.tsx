// A remote's route as the shell's router renders it: the remote support's section once that
// chunk is in, a loading indicator until then.
import { lazy, Suspense } from 'react';
import type { Remote } from '@module-feedback/federation/contract';
import { remoteSupport } from '../on-demand';
import { RemoteFailure } from './RemoteFailure';
import { RemoteLoading } from './RemoteLoading';
import { remoteTexts } from './remote-texts';

/** The remote support did not arrive: Retry loads the page again (React keeps a failed lazy import). */
function SupportUnavailable({ remote }: { remote: Remote }) {
  return (
    <RemoteFailure
      text={remoteTexts(remote).unavailable}
      onRetry={() => window.location.reload()}
    />
  );
}

const RemoteSection = lazy(() =>
  remoteSupport().then(
    (support) => ({ default: support.RemoteSection }),
    (error: unknown) => {
      console.error('The remote support could not be loaded', error);
      return { default: SupportUnavailable };
    },
  ),
);

export function LazyRemoteSection({ remote }: { remote: Remote }) {
  return (
    <Suspense fallback={<RemoteLoading remote={remote} />}>
      <RemoteSection remote={remote} />
    </Suspense>
  );
}
