// Worker threads for summaries, via piscina: a pool that queues tasks, reuses threads, ends idle
// ones, and stops a task on an abort signal by terminating its thread — which is what bounds a
// runaway task, since a synchronous computation cannot be interrupted any other way.
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { SummaryTask, SummaryTaskResult } from './summary-worker';

/** Far above what a summary costs (about a second for 5,000 texts), so it only stops a runaway. */
const TASK_TIMEOUT_MS = 60_000;
/** Threads are started on demand and ended after a minute without work. */
const IDLE_TIMEOUT_MS = 60_000;

export interface SummaryPool {
  run(task: SummaryTask): Promise<SummaryTaskResult>;
  close(): Promise<void>;
}

export interface WorkerThreadPool extends SummaryPool {
  /** Tasks waiting for a thread, and threads running now. */
  figures(): { queued: number; threads: number };
}

/** Told how each task went (the metrics listen here). */
export type SummaryRunObserver = (seconds: number, outcome: 'done' | 'failed') => void;

export function createSummaryPool(observe: SummaryRunObserver = () => {}): WorkerThreadPool {
  const pool = new Piscina<SummaryTask, SummaryTaskResult>({
    filename: new URL('./summary-worker.ts', import.meta.url).href,
    // The worker is TypeScript, like the server: it loads through tsx whoever started the process.
    execArgv: ['--import', 'tsx'],
    minThreads: 0,
    // One core stays with the server's event loop.
    maxThreads: Math.max(1, Math.min(4, availableParallelism() - 1)),
    idleTimeout: IDLE_TIMEOUT_MS,
  });
  return {
    async run(task) {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        const result = await pool.run(task, { signal: AbortSignal.timeout(TASK_TIMEOUT_MS) });
        observe(seconds(), 'done');
        return result;
      } catch (error) {
        observe(seconds(), 'failed');
        throw error;
      }
    },
    figures: () => ({ queued: pool.queueSize, threads: pool.threads.length }),
    close: () => pool.destroy(),
  };
}
