// One remote's versions as browsers reported them: loads, each kind of failure and the
// failure rate, the live version and a running canary marked as such.
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
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
  return (
    <section className="ma-deployments__remote" aria-labelledby={`deployments-${remote.remote}`}>
      <h3 id={`deployments-${remote.remote}`}>{remote.remote}</h3>
      <DataTable
        value={remote.reports}
        dataKey="version"
        size="small"
        emptyMessage="No version of it is deployed."
        pt={{ table: { 'aria-label': `Versions of ${remote.remote} as browsers reported them` } }}
      >
        <Column field="version" header="Version" />
        <Column header="Now" body={role} />
        <Column header="Loads" body={(row: VersionReport) => row.counts.load} />
        <Column header="Refused" body={(row: VersionReport) => row.counts.refused} />
        <Column header="Load failures" body={(row: VersionReport) => row.counts['load-failure']} />
        <Column header="Mount errors" body={(row: VersionReport) => row.counts['mount-error']} />
        <Column
          header="Uncaught errors"
          body={(row: VersionReport) => row.counts['uncaught-error']}
        />
        <Column header="Failure rate" body={(row: VersionReport) => percent(row.failureRate)} />
      </DataTable>
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
