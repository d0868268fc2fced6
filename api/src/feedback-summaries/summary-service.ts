// Summaries that never hold up a request. A module's year is summarised in a worker thread, all
// aspects at once: after every feedback write through this instance, or on the first request
// that finds no summary. While one is being made, requests for the same module and year share
// it, and a request that finds an older summary in the cache gets that one at once while the new
// one is made. While a module's year keeps receiving writes, it is summarised again at most once
// per refresh gap (a second by default) rather than after each: every run costs the worker
// thread's CPU, which the requests' event loop shares on a small machine, and readers in between
// get the previous summary marked as updating. A summary that must not be shown any more (after
// a hide, an edit or a withdrawal) or that does not exist yet is made at once, gap or not. Every
// instance on one database shares the cache, and each summary is labelled with the fingerprint
// of the rows it was made from, so a stale one is never taken for current.
import {
  ASPECTS,
  VERDICT_SUBJECTS,
  type Aspect,
  type AspectSummary,
} from '@module-feedback/shared/contracts';
import { HttpError } from '../http/errors';
import {
  readCachedSummaries,
  writeCachedSummaries,
  type CacheDeps,
  type CachedSummary,
} from './cache';
import { currentFingerprint, isShowableWhileStale, readSourceTexts } from './summary-source';
import { createSummaryPool, type SummaryPool } from './summary-pool';

export interface ServedSummaries {
  summaries: Map<Aspect, AspectSummary>;
  /** Some are older than the feedback (they lack newer entries): current ones are being made. */
  updating: boolean;
}

export interface SummaryService {
  /**
   * The summaries of these aspects: current ones, or older ones while current ones are made
   * — unless something was hidden, edited or deleted since those were made, which are then
   * waited for, so retracted words are never shown.
   */
  summariesFor(
    moduleId: number,
    yearId: number,
    aspects: readonly Aspect[],
    options?: SummariesForOptions,
  ): Promise<ServedSummaries>;
  /** The feedback of this module and year changed: summarise it again, in the background. */
  refreshAfterWrite(moduleId: number, yearId: number): void;
  /** How many times this instance has summarised a module's year. */
  readonly runs: number;
  /** Resolves once no summary is being made. */
  idle(): Promise<void>;
  /** Waits for the summaries being made, then ends the worker threads. */
  close(): Promise<void>;
}

const SUMMARY_UNAVAILABLE = 'The summary cannot be made right now. Please try again.';
/**
 * Current summaries this instance has read or made recently, so a request for one costs a single
 * query (the fingerprint) instead of reading and parsing the cached documents each time.
 */
const RECENT_LIMIT = 256;

type Summaries = Map<Aspect, AspectSummary>;

interface Flight {
  promise: Promise<Summaries>;
  /** A write came in while this one was being made: make it again once this one is done. */
  again: boolean;
}

export interface SummariesForOptions {
  /**
   * Wait for current summaries rather than take older ones: for a module report, which is
   * printed and kept, and so must summarise every text it lists.
   */
  currentOnly?: boolean;
}

export interface SummaryServiceOptions {
  /** The least time between the end of one background run for a module's year and the next. */
  refreshGapMs?: number;
}

const REFRESH_GAP_MS = 1_000;

function contents(cached: ReadonlyMap<Aspect, CachedSummary>): Summaries {
  return new Map([...cached].map(([aspect, { content }]) => [aspect, content]));
}

function pick(summaries: Summaries, aspects: readonly Aspect[]): Summaries {
  return new Map(
    aspects.flatMap((aspect) => {
      const summary = summaries.get(aspect);
      return summary ? [[aspect, summary] as const] : [];
    }),
  );
}

export function createSummaryService(
  deps: CacheDeps,
  pool: SummaryPool = createSummaryPool(),
  { refreshGapMs = REFRESH_GAP_MS }: SummaryServiceOptions = {},
): SummaryService {
  const { db, log } = deps;
  const flights = new Map<string, Flight>();
  /** When the last run for a module's year ended, by key. */
  const finishedAt = new Map<string, number>();
  /** Background runs waiting for their gap to pass, by key; `started` settles as they start. */
  const waiting = new Map<
    string,
    { timer: NodeJS.Timeout; start: () => void; started: Promise<void> }
  >();
  const recent = new Map<string, Map<Aspect, CachedSummary>>();
  let runs = 0;
  let closing = false;

  function remember(key: string, cached: Map<Aspect, CachedSummary>) {
    recent.delete(key);
    recent.set(key, cached);
    if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value!);
  }

  async function cachedAndCurrent(moduleId: number, yearId: number) {
    const key = `${moduleId}:${yearId}`;
    const fingerprint = await currentFingerprint(db, moduleId, yearId);
    const known = recent.get(key);
    const isCurrentIn = (cached: Map<Aspect, CachedSummary>) => (aspect: Aspect) =>
      cached.get(aspect)?.fingerprint === fingerprint;
    const isShowableIn = (cached: Map<Aspect, CachedSummary>) => (aspect: Aspect) => {
      const found = cached.get(aspect);
      return found !== undefined && isShowableWhileStale(found.fingerprint, fingerprint);
    };
    if (known && ASPECTS.every(isCurrentIn(known))) {
      remember(key, known);
      return { cached: known, isCurrent: isCurrentIn(known), isShowable: isShowableIn(known) };
    }
    const cached = await readCachedSummaries(deps, moduleId, yearId);
    if (ASPECTS.every(isCurrentIn(cached))) remember(key, cached);
    return { cached, isCurrent: isCurrentIn(cached), isShowable: isShowableIn(cached) };
  }

  async function make(moduleId: number, yearId: number): Promise<Summaries> {
    // Another request, or another instance, may have made them since the caller looked.
    const { cached, isCurrent } = await cachedAndCurrent(moduleId, yearId);
    if (ASPECTS.every(isCurrent)) return contents(cached);

    const source = await readSourceTexts(db, moduleId, yearId);
    runs++;
    const task = ASPECTS.map((aspect) => ({
      aspect,
      ...source.aspects[aspect],
      subject: VERDICT_SUBJECTS[aspect],
    }));
    const made = await pool.run({ aspects: task }).catch((error: unknown) => {
      log.error({ err: error, moduleId, yearId }, 'summarising failed');
      throw new HttpError(503, SUMMARY_UNAVAILABLE);
    });
    const summaries: Summaries = new Map();
    const entries = new Map<Aspect, CachedSummary>();
    for (const { aspect, summary } of made) {
      summaries.set(aspect, summary);
      const entry = { fingerprint: source.fingerprint, content: summary };
      entries.set(aspect, entry);
    }
    await writeCachedSummaries(deps, { moduleId, yearId }, entries);
    remember(`${moduleId}:${yearId}`, entries);
    return summaries;
  }

  function refresh(moduleId: number, yearId: number): Promise<Summaries> {
    const key = `${moduleId}:${yearId}`;
    const known = flights.get(key);
    if (known) return known.promise;
    const flight: Flight = {
      again: false,
      promise: make(moduleId, yearId).finally(() => {
        flights.delete(key);
        finishedAt.set(key, performance.now());
        if (finishedAt.size > RECENT_LIMIT) finishedAt.delete(finishedAt.keys().next().value!);
        if (flight.again && !closing) refreshInBackground(moduleId, yearId);
      }),
    };
    flights.set(key, flight);
    return flight.promise;
  }

  function startInBackground(moduleId: number, yearId: number): void {
    refresh(moduleId, yearId).catch((error: unknown) => {
      // A failed worker is logged where it failed; anything else (the database) is logged here.
      // Either way the next request tries again.
      if (!(error instanceof HttpError)) {
        log.error({ err: error, moduleId, yearId }, 'summarising in the background failed');
      }
    });
  }

  /** Starts a run now, or once the gap since the last one has passed; at most one waits. */
  function refreshInBackground(moduleId: number, yearId: number): void {
    const key = `${moduleId}:${yearId}`;
    if (closing || waiting.has(key)) return;
    const wait = (finishedAt.get(key) ?? -Infinity) + refreshGapMs - performance.now();
    if (wait <= 0) return startInBackground(moduleId, yearId);
    let start = () => {};
    const started = new Promise<void>((resolve) => (start = resolve));
    const timer = setTimeout(() => {
      waiting.delete(key);
      start();
      if (!closing) startInBackground(moduleId, yearId);
    }, wait);
    waiting.set(key, { timer, start, started });
  }

  return {
    async summariesFor(moduleId, yearId, aspects, { currentOnly = false } = {}) {
      const { cached, isCurrent, isShowable } = await cachedAndCurrent(moduleId, yearId);
      if (aspects.every(isCurrent)) {
        return { summaries: pick(contents(cached), aspects), updating: false };
      }
      if (!currentOnly && aspects.every(isShowable)) {
        refreshInBackground(moduleId, yearId);
        return { summaries: pick(contents(cached), aspects), updating: true };
      }
      const made = await refresh(moduleId, yearId);
      if (!currentOnly) return { summaries: pick(made, aspects), updating: false };
      // The run joined may have started before the newest write; one started after it has not.
      const after = await cachedAndCurrent(moduleId, yearId);
      if (aspects.every(after.isCurrent)) {
        return { summaries: pick(contents(after.cached), aspects), updating: false };
      }
      return { summaries: pick(await refresh(moduleId, yearId), aspects), updating: false };
    },

    refreshAfterWrite(moduleId, yearId) {
      if (closing) return;
      const known = flights.get(`${moduleId}:${yearId}`);
      if (known) known.again = true;
      else refreshInBackground(moduleId, yearId);
    },

    get runs() {
      return runs;
    },

    async idle() {
      while (flights.size > 0 || waiting.size > 0) {
        await Promise.allSettled([
          ...[...flights.values()].map((flight) => flight.promise),
          ...[...waiting.values()].map((run) => run.started),
        ]);
      }
    },

    async close() {
      closing = true;
      for (const run of waiting.values()) {
        clearTimeout(run.timer);
        run.start();
      }
      waiting.clear();
      await this.idle();
      await pool.close();
    },
  };
}
