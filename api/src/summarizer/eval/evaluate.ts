// `npm run eval:summaries`: ROUGE-1/2/L F1 of the summarizer against the hand-written references,
// next to two baselines computed in the same run, per set and on average; then the liked / could
// be better split on the held-out labelled sentences (`-- --development`: on the tuning set).
import { summarize } from '../summarizer';
import { firstSentences, randomSentences } from './baselines';
import { printOpinionEvaluation } from './evaluate-opinions';
import { loadFeedbackSets, type FeedbackSet } from './feedback-sets';
import { rouge, type RougeScores } from './rouge';
import { seededRandom, shuffled } from './seeded-random';

const SENTENCES = 3;
/** Seeded baselines are averaged over several seeds so one lucky draw does not decide them. */
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
/** Shuffles draw from other seeds than the random baseline, so the two are independent draws. */
const SHUFFLE_SEED_OFFSET = 1000;

/**
 * 'first sentences' reads the texts in the order the sets were written, where the main points
 * tend to come first; real feedback arrives in no such order, so it is also scored on shuffled
 * orders ('first sentences, any order').
 */
type System = 'summarizer' | 'first sentences' | 'first sentences, any order' | 'random sentences';
const SYSTEMS: System[] = [
  'summarizer',
  'first sentences',
  'first sentences, any order',
  'random sentences',
];

function mean(scores: readonly RougeScores[]): RougeScores {
  const total = (key: keyof RougeScores) =>
    scores.reduce((sum, s) => sum + s[key], 0) / Math.max(1, scores.length);
  return { rouge1: total('rouge1'), rouge2: total('rouge2'), rougeL: total('rougeL') };
}

function scoresFor(set: FeedbackSet): Record<System, RougeScores> {
  return {
    summarizer: rouge(summarize(set.texts, { sentences: SENTENCES }).summary, set.reference),
    'first sentences': rouge(firstSentences(set.texts, SENTENCES), set.reference),
    'first sentences, any order': mean(
      SEEDS.map((seed) =>
        rouge(
          firstSentences(shuffled(set.texts, seededRandom(SHUFFLE_SEED_OFFSET + seed)), SENTENCES),
          set.reference,
        ),
      ),
    ),
    'random sentences': mean(
      SEEDS.map((seed) =>
        rouge(randomSentences(set.texts, SENTENCES, seededRandom(seed)), set.reference),
      ),
    ),
  };
}

const percent = (value: number) => (100 * value).toFixed(1).padStart(5);
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

function printRouge(): void {
  const sets = loadFeedbackSets();
  const results = sets.map((set) => ({ set, scores: scoresFor(set) }));

  console.log(`Per set, ROUGE-L F1 (%), ${SENTENCES} sentences:\n`);
  console.log(row(['set', 'texts', ...SYSTEMS]));
  console.log(row(['---', '---:', ...SYSTEMS.map(() => '---:')]));
  for (const { set, scores } of results) {
    const cells = SYSTEMS.map((system) => percent(scores[system].rougeL));
    console.log(row([set.id, String(set.texts.length), ...cells]));
  }

  console.log(`\nMean F1 (%) over ${sets.length} sets:\n`);
  console.log(row(['system', 'ROUGE-1', 'ROUGE-2', 'ROUGE-L']));
  console.log(row(['---', '---:', '---:', '---:']));
  for (const system of SYSTEMS) {
    const average = mean(results.map(({ scores }) => scores[system]));
    console.log(
      row([system, percent(average.rouge1), percent(average.rouge2), percent(average.rougeL)]),
    );
  }
}

printRouge();
printOpinionEvaluation(process.argv.includes('--development') ? 'development' : 'held-out');
