// Runs in a worker thread of the summary pool (see summary-pool.ts): summarising thousands of
// texts takes CPU time that must not hold up the server's event loop.
import type { Aspect, AspectSummary } from '@module-feedback/shared/contracts';
import { summarize } from '../summarizer/summarizer';
import { toAspectSummary } from './aspect-summary';

export interface SummaryTask {
  /** Each aspect's texts with their feedback ids, and what the verdict calls it. */
  aspects: Array<{ aspect: Aspect; ids: number[]; texts: string[]; subject: string }>;
}

export type SummaryTaskResult = Array<{ aspect: Aspect; summary: AspectSummary }>;

const SHAPE = { sentences: 3, themes: 5, points: 3 } as const;

export default function summarizeAspects({ aspects }: SummaryTask): SummaryTaskResult {
  return aspects.map(({ aspect, ids, texts, subject }) => ({
    aspect,
    summary: toAspectSummary(summarize(texts, { ...SHAPE, subject }), ids),
  }));
}
