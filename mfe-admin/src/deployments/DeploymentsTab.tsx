// The Deployments tab: per remote, each version as real browsers reported it, and its
// canaries with how they ended. Deploys themselves are made with the commands or the API.
import './deployments.css';
import { LoadFailure, Loading, useServerData } from '@module-feedback/shared';
import { loadDeployments } from './deployments-data';
import { RemoteVersionsTable } from './RemoteVersionsTable';

export function DeploymentsTab() {
  const deployments = useServerData(loadDeployments);
  return (
    <div className="ma-tab ma-deployments">
      <h2>Versions in browsers</h2>
      {deployments.status === 'failed' && (
        <LoadFailure
          what="the deployments"
          reason={deployments.reason}
          onRetry={deployments.retry}
        />
      )}
      {deployments.status === 'loading' && <Loading what="the deployments" />}
      {deployments.status === 'ready' &&
        deployments.data.map((remote) => (
          <RemoteVersionsTable key={remote.remote} remote={remote} />
        ))}
    </div>
  );
}
