// Tells the server how each remote version does in this browser: that it began loading, and
// each failure (refused by the page's checks, its code not arriving, failing to start or
// crashing while rendering, an uncaught error thrown by its code). Counts only, sent without
// credentials a few seconds after they happen and when the page is left, paced as the
// endpoint asks (report-pacing.ts: loads sampled when it is busy, nothing sent while it asks
// to wait, the refused reports sent once the wait is over if the page is still open); a
// report that does not arrive otherwise is only lost, never retried. Overridden remotes have
// no deployed version and are not reported.
import {
  MAX_REPORTED_COUNT,
  MAX_REPORTS_PER_BATCH,
  REMOTE_REPORTS_PATH,
  type RemoteName,
  type RemoteReport,
  type RemoteReportEvent,
  type RemoteReportsAnswer,
} from '@module-feedback/federation/contract';
import { appRootUrl } from '../../app/app-root';
import { backingOffUntil, backOff, followSampling, loadSampling, sendsLoad } from './report-pacing';

/** Long enough to gather a load with its outcome in one request. */
export const REPORT_DELAY_MS = 3_000;

const pending = new Map<string, RemoteReport>();
let timer: ReturnType<typeof setTimeout> | undefined;
/** The deployed version each remote runs on this page, by name. */
const running = new Map<RemoteName, string>();
/** Where each running version's scripts live (its folder URL), for uncaught errors. */
const folders = new Map<string, RemoteName>();

function add(report: RemoteReport): void {
  const key = `${report.remote}\n${report.version}\n${report.event}\n${report.weight ?? 1}`;
  const held = pending.get(key) ?? { ...report, count: 0 };
  held.count = Math.min(held.count + report.count, MAX_REPORTED_COUNT);
  pending.set(key, held);
}

function sendAt(time: number): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(send, Math.max(time - Date.now(), 0));
}

/** Reads the endpoint's answer: the sampling it asks for, or how long to wait. */
function follow(response: Response, batch: RemoteReport[]): void {
  if (response.status === 429) {
    const until = backOff(response.headers.get('retry-after'));
    for (const report of batch) add(report);
    sendAt(until);
    return;
  }
  if (!response.ok) return;
  void response
    .json()
    .then((answer: Partial<RemoteReportsAnswer>) => {
      if (typeof answer.sampleLoadsEvery === 'number') followSampling(answer.sampleLoadsEvery);
    })
    .catch(() => undefined);
}

function send(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  if (pending.size === 0) return;
  const waitUntil = backingOffUntil();
  if (waitUntil > Date.now()) {
    sendAt(waitUntil);
    return;
  }
  const reports = [...pending.values()];
  pending.clear();
  for (let start = 0; start < reports.length; start += MAX_REPORTS_PER_BATCH) {
    const batch = reports.slice(start, start + MAX_REPORTS_PER_BATCH);
    void fetch(new URL(REMOTE_REPORTS_PATH.slice(1), appRootUrl()), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reports: batch }),
      credentials: 'omit',
      keepalive: true,
    })
      .then((response) => follow(response, batch))
      .catch(() => undefined);
  }
}

function record(remote: RemoteName, version: string, event: RemoteReportEvent, weight = 1): void {
  add({ remote, version, event, count: 1, ...(weight > 1 && { weight }) });
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
  // Sampled out, it still runs: its failures are reported all the same.
  const every = loadSampling();
  if (sendsLoad(every)) record(remote, version, 'load', every);
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
