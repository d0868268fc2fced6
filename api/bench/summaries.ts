// Summary timing for 100, 1,000 and 5,000 feedback texts, uncached (the API caches results; this
// measures what a cache miss costs). Texts are drawn with a fixed seed from the evaluation sets,
// sometimes two joined, so they have realistic wording, length and overlap.
// Run alone: `node --import tsx bench/summaries.ts` in api/.
import { pathToFileURL } from 'node:url';
import { loadFeedbackSets } from '../src/summarizer/eval/feedback-sets';
import { seededRandom } from '../src/summarizer/eval/seeded-random';
import { summarize } from '../src/summarizer/summarizer';

const SIZES = [100, 1_000, 5_000];
const RUNS = 5;
/** Sentences per text in the worst-case row: essays of ~1,500 characters, far beyond real feedback. */
const ESSAY_SENTENCES = 30;

function feedbackTexts(count: number, sentencesPerText: () => number): string[] {
  const pool = loadFeedbackSets().flatMap((set) => set.texts);
  const random = seededRandom(count);
  const pick = () => pool[Math.floor(random() * pool.length)]!;
  return Array.from({ length: count }, () =>
    Array.from({ length: sentencesPerText() }, pick).join(' '),
  );
}

function millisecondsFor(texts: readonly string[]): number {
  const start = performance.now();
  summarize(texts);
  return performance.now() - start;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function benchSummaries(): Promise<void> {
  const firstCall = millisecondsFor(['The lab sheets were helpful.']);
  console.log(`\nSummaries (uncached), median of ${RUNS} runs`);
  console.log(`first call, loading the language model: ${firstCall.toFixed(0)} ms\n`);
  console.log('| texts | median ms | µs per text |');
  console.log('| ---: | ---: | ---: |');
  const oneOrTwo = seededRandom(0);
  const rows = SIZES.map((size) => ({
    label: String(size),
    texts: feedbackTexts(size, () => (oneOrTwo() < 0.3 ? 2 : 1)),
  }));
  rows.push({
    label: `${SIZES.at(-1)} essays (capped)`,
    texts: feedbackTexts(SIZES.at(-1)!, () => ESSAY_SENTENCES),
  });
  for (const { label, texts } of rows) {
    const ms = median(Array.from({ length: RUNS }, () => millisecondsFor(texts)));
    console.log(`| ${label} | ${ms.toFixed(1)} | ${((1000 * ms) / texts.length).toFixed(0)} |`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchSummaries();
