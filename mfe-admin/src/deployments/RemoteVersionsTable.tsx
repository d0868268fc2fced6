// One remote's versions as browsers reported them: loads, each kind of failure and the
// failure rate, the live version and a running canary marked as such.
import { ResponsiveTable, type TableColumn } from '@module-feedback/shared';
import { Tag } from 'primereact/tag';
import type { RemoteDeployments, VersionReport } from './deployments-data';

const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);

const OUTCOMES = {
  promoted: 'Promoted',
  aborted: 'Aborted',
  'rolled-back': 'Rolled back automatically',
} as const;

export function RemoteVersionsTable({ remote }: { remote: RemoteDeployments }) {
  const running = remote.canaries.find((canary) => canary.ended === null);
  const role = (row: VersionReport) => (
    <span className="ma-deployments__roles">
      {row.version === remote.live?.version && <Tag severity="success" value="Live" />}
      {row.version === running?.version && (
        <Tag severity="warning" value={`Canary, ${running.share}% of browsers`} />
      )}
    </span>
  );
  const count = (
    header: string,
    kind: keyof VersionReport['counts'],
  ): TableColumn<VersionReport> => ({
    header,
    field: `counts.${kind}`,
  });
  const columns: TableColumn<VersionReport>[] = [
    { header: 'Version', field: 'version' },
    { header: 'Now', body: role },
    count('Loads', 'load'),
    count('Refused', 'refused'),
    count('Load failures', 'load-failure'),
    count('Mount errors', 'mount-error'),
    count('Uncaught errors', 'uncaught-error'),
    { header: 'Failure rate', field: 'failureRate', body: (row) => percent(row.failureRate) },
  ];
  return (
    <section className="ma-deployments__remote" aria-labelledby={`deployments-${remote.remote}`}>
      <h3 id={`deployments-${remote.remote}`}>{remote.remote}</h3>
      <ResponsiveTable
        rows={remote.reports}
        dataKey="version"
        label={`Versions of ${remote.remote} as browsers reported them`}
        columns={columns}
        emptyMessage="No version of it is deployed."
      />
      {remote.canaries.length > 0 && (
        <ul className="ma-deployments__canaries" aria-label={`Canaries of ${remote.remote}`}>
          {remote.canaries.map((canary) => (
            <li key={canary.id}>
              Canary {canary.version} for {canary.share}% by {canary.actor}:{' '}
              {canary.ended
                ? `${OUTCOMES[canary.ended.outcome]} by ${canary.ended.by}${canary.ended.reason ? ` (${canary.ended.reason})` : ''}`
                : 'running'}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
