import { ProgressSpinner } from 'primereact/progressspinner';
import type { Remote } from '@module-feedback/federation/contract';
import { remoteTexts } from './remote-texts';

/** Holds a remote's place while its code arrives. */
export function RemoteLoading({ remote }: { remote: Remote }) {
  return (
    <div className="remote-loading" role="status" aria-label={remoteTexts(remote).loading}>
      <ProgressSpinner className="remote-loading__spinner" />
    </div>
  );
}
