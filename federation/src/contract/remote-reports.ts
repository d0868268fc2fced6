// What the shell reports of each remote version it runs, to the server's anonymous report
// endpoint: counts only, per remote name and version, never who or where.
export const REMOTE_REPORTS_PATH = '/api/remote-reports/';

/**
 * `load`: the shell began loading the version. The others are its failures: `refused` (its
 * deploy.json or a script failed the page's checks), `load-failure` (its code did not
 * arrive), `mount-error` (it failed to start or crashed while rendering), `uncaught-error`
 * (an error thrown by its code that nothing caught).
 */
export const REMOTE_REPORT_EVENTS = [
  'load',
  'refused',
  'load-failure',
  'mount-error',
  'uncaught-error',
] as const;

export type RemoteReportEvent = (typeof REMOTE_REPORT_EVENTS)[number];

export const REMOTE_FAILURE_EVENTS: readonly RemoteReportEvent[] = REMOTE_REPORT_EVENTS.filter(
  (event) => event !== 'load',
);

/** One batch: at most this many counts, each at most MAX_REPORTED_COUNT. */
export const MAX_REPORTS_PER_BATCH = 20;
export const MAX_REPORTED_COUNT = 100;

/**
 * The most one reported event may stand for: the endpoint asks a browser to send at most one
 * load in this many when it is busy.
 */
export const MAX_REPORT_WEIGHT = 16;

export interface RemoteReport {
  /** The remote's name, as in remotes.json (mfe_results). */
  remote: string;
  version: string;
  event: RemoteReportEvent;
  count: number;
  /**
   * How many events each counted one stands for (1 when absent): a browser that sends one
   * load in n, as the endpoint asked, sends those with the weight n, so totals stay right.
   */
  weight?: number;
}

/** The endpoint's answer to a batch it took (202). */
export interface RemoteReportsAnswer {
  /** How many of the batch's reports were counted (those of versions served now). */
  counted: number;
  /**
   * Send one load in this many from now on, each with this weight (1: every load). Failures
   * are always sent, with the weight 1: they are rare, and they decide a canary.
   */
  sampleLoadsEvery: number;
}
