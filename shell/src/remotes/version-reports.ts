// Tells the server how each remote version does in this browser: that it began loading, and
// each failure (refused by the page's checks, its code not arriving, failing to start or
// crashing while rendering, an uncaught error thrown by its code). Counts only, sent without
// credentials a few seconds after they happen and when the page is left; a report that does
// not arrive is only lost, never retried in a loop. Overridden remotes have no deployed
// version and are not reported.
import {
  MAX_REPORTED_COUNT,
  MAX_REPORTS_PER_BATCH,
  REMOTE_REPORTS_PATH,
  type RemoteName,
  type RemoteReport,
  type RemoteReportEvent,
} from '@module-feedback/federation/contract';
import { appRootUrl } from '../app/app-root';

/** Long enough to gather a load with its outcome in one request. */
export const REPORT_DELAY_MS = 3_000;

const pending = new Map<string, RemoteReport>();
let timer: ReturnType<typeof setTimeout> | undefined;
/** The deployed version each remote runs on this page, by name. */
const running = new Map<RemoteName, string>();
/** Where each running version's scripts live (its folder URL), for uncaught errors. */
const folders = new Map<string, RemoteName>();

function send(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const reports = [...pending.values()];
  pending.clear();
  for (let start = 0; start < reports.length; start += MAX_REPORTS_PER_BATCH) {
    void fetch(new URL(REMOTE_REPORTS_PATH.slice(1), appRootUrl()), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reports: reports.slice(start, start + MAX_REPORTS_PER_BATCH) }),
      credentials: 'omit',
      keepalive: true,
    }).catch(() => undefined);
  }
}

function record(remote: RemoteName, version: string, event: RemoteReportEvent): void {
  const key = `${remote}\n${version}\n${event}`;
  const report = pending.get(key) ?? { remote, version, event, count: 0 };
  report.count = Math.min(report.count + 1, MAX_REPORTED_COUNT);
  pending.set(key, report);
  timer ??= setTimeout(send, REPORT_DELAY_MS);
}

/** The remote began loading `version` (undefined: not a deployed version, not reported). */
export function reportLoad(remote: RemoteName, version: string | undefined, entry: string): void {
  if (!version) {
    running.delete(remote);
    return;
  }
  running.set(remote, version);
  folders.set(new URL('./', entry).href.split('?')[0]!, remote);
  record(remote, version, 'load');
}

/** A failure of the version the remote runs on this page. */
export function reportFailure(remote: RemoteName, event: Exclude<RemoteReportEvent, 'load'>): void {
  const version = running.get(remote);
  if (version) record(remote, version, event);
}

/** The remote whose scripts a stack or file name points into, if any. */
function remoteOfSource(source: string | undefined): RemoteName | undefined {
  if (!source) return undefined;
  for (const [folder, remote] of folders) if (source.includes(folder)) return remote;
  return undefined;
}

let listening = false;

/** Reports errors nothing caught that a running remote's code threw; once per page. */
export function listenForSectionErrors(target: Window = window): void {
  if (listening) return;
  listening = true;
  target.addEventListener('error', (event) => {
    const remote = remoteOfSource(event.filename || (event.error as Error | undefined)?.stack);
    if (remote) reportFailure(remote, 'uncaught-error');
  });
  target.addEventListener('unhandledrejection', (event) => {
    const remote = remoteOfSource((event.reason as Error | undefined)?.stack);
    if (remote) reportFailure(remote, 'uncaught-error');
  });
  target.addEventListener('pagehide', send);
}
