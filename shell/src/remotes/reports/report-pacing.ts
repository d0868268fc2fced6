// How this browser paces its reports, as the report endpoint tells it. When busy, the
// endpoint asks for one load in n: each load is then sent with the chance 1/n and the weight
// n, so the expected total stays the true one; failures are always sent, unweighted (they are
// rare, and a canary is judged by them). A refusal (429) says, in Retry-After, how long to
// wait: nothing is sent before then, and afterwards half as many loads as before, since the
// limit is per address and others behind it report too. Both are kept in localStorage for a
// while, so the browser's next pages and other tabs follow them; they are two numbers with
// an expiry, nothing about the person.
import { MAX_REPORT_WEIGHT } from '@module-feedback/federation/contract';

const SAMPLING_KEY = 'remoteReportSampling';
const BACK_OFF_KEY = 'remoteReportBackOff';
/** How long an answer's sampling holds when no newer answer comes. */
export const SAMPLING_HOLDS_MS = 10 * 60_000;
/** The wait when a refusal names none (or none this reads). */
export const DEFAULT_BACK_OFF_MS = 60_000;
/** A longer Retry-After is read as this: reports are worth little an hour late. */
const LONGEST_BACK_OFF_MS = 60 * 60_000;

interface Held {
  value: number;
  until: number;
}

/** Used when storage is refused (private modes, full quota): this page alone follows it. */
const unstored = new Map<string, Held>();

function read(key: string, now: number): number | undefined {
  let held = unstored.get(key);
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    if (raw && typeof raw === 'object') held = raw as Held;
  } catch {
    // unreadable: what this page remembers stands
  }
  if (!held || typeof held.value !== 'number' || typeof held.until !== 'number') return undefined;
  return held.until > now ? held.value : undefined;
}

function hold(key: string, value: number, until: number): void {
  unstored.set(key, { value, until });
  try {
    window.localStorage.setItem(key, JSON.stringify({ value, until }));
  } catch {
    // kept for this page only
  }
}

const withinWeights = (every: number) =>
  Math.min(Math.max(Math.floor(every) || 1, 1), MAX_REPORT_WEIGHT);

/** One load in how many this browser sends now (1: every load). */
export function loadSampling(now = Date.now()): number {
  return withinWeights(read(SAMPLING_KEY, now) ?? 1);
}

/** Whether to send a load, sampled one in `every`. */
export function sendsLoad(every: number, random: () => number = Math.random): boolean {
  return random() * every < 1;
}

/** The endpoint took a batch and asks for one load in `every` from now on. */
export function followSampling(every: number, now = Date.now()): void {
  hold(SAMPLING_KEY, withinWeights(every), now + SAMPLING_HOLDS_MS);
}

/** Until when sending waits (0 or earlier: it may send now). */
export function backingOffUntil(now = Date.now()): number {
  return read(BACK_OFF_KEY, now) ?? 0;
}

/** The endpoint refused a batch (429): waits as it says, then sends half as many loads. */
export function backOff(retryAfter: string | null, now = Date.now()): number {
  const seconds = Number(retryAfter?.trim() || Number.NaN);
  const wait =
    Number.isFinite(seconds) && seconds > 0
      ? Math.min(seconds * 1000, LONGEST_BACK_OFF_MS)
      : DEFAULT_BACK_OFF_MS;
  const until = now + wait;
  hold(BACK_OFF_KEY, until, until);
  followSampling(loadSampling(now) * 2, now);
  return until;
}
