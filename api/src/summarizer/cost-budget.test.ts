// No input makes a summary slow. First what bounds the work, checked exactly: wink never reads a
// run without white space longer than MAX_RUN_CHARS, and a summary reads a capped amount of text.
// Then every adversarial input is timed against ordinary feedback of the same size: its cost per
// character (best of three runs) must stay within COST_FACTOR times that of the ordinary text, and
// no call may take longer than CALL_CAP_MS. Both bounds are generous, so a busy machine does not
// break them (measured: at most about twice the ordinary cost per character); a blow-up does
// (before long runs were cut, slashes cost 17 times as much, apostrophes 26 times, and forty
// reviews of 'http://http://…' took half a minute).
import { FEEDBACK_TEXT_MAX_LENGTH } from '@module-feedback/shared/contracts';
import { describe, expect, it } from 'vitest';
import { loadFeedbackSets } from './eval/feedback-sets';
import { MAX_RUN_CHARS, tokenize, withRunsCut } from './nlp';
import { MAX_TEXTS, summarize } from './summarizer';

const COST_FACTOR = 10;
const CALL_CAP_MS = 10_000;
const RUNS = 3;
/** The most a student can write in one review, and a module's worth of such reviews. */
const TEXT_CHARS = FEEDBACK_TEXT_MAX_LENGTH;
const TEXTS = 40;

const filled = (unit: string, chars = TEXT_CHARS) =>
  unit.repeat(Math.ceil(chars / unit.length)).slice(0, chars);

const ADVERSARIAL: Record<string, string> = {
  slashes: filled('/'),
  'question and exclamation marks': filled('!?'),
  'repeated link prefix': filled('http://'),
  'one enormous word': filled('a'),
  dashes: filled('-'),
  apostrophes: filled("'"),
  'letters and slashes': filled('a/'),
  'dots between letters': filled('a.'),
  emoji: filled('🙂'),
  'emoji joined by zero-width joiners': filled('👩‍🎓'),
  'combining accents': filled('e\u0301'),
  'Chinese without spaces': filled('实验课很有帮助老师讲得清楚'),
  'mixed scripts': filled('lab実験 очень хорошо مرحبا 😀 Ünïcödé '),
  'right-to-left digits and marks': filled('١٢٣،؟'),
  'one sentence said again and again': filled('The slides were good. '),
  'line breaks': filled('\n'),
  'non-breaking spaces between symbols': filled('/\u00a0'),
};

function ordinaryTexts(count: number, chars: number): string[] {
  const sentences = loadFeedbackSets().flatMap((set) => set.texts);
  return Array.from({ length: count }, (_, i) =>
    filled(`${sentences.slice(i % sentences.length).join(' ')} `, chars),
  );
}

function bestMsPerChar(texts: readonly string[]): { perChar: number; slowestMs: number } {
  const chars = texts.reduce((sum, text) => sum + text.length, 0);
  let best = Infinity;
  let slowest = 0;
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    summarize(texts);
    const ms = performance.now() - start;
    best = Math.min(best, ms);
    slowest = Math.max(slowest, ms);
  }
  return { perChar: best / chars, slowestMs: slowest };
}

describe('what bounds the work', () => {
  it.each(Object.entries(ADVERSARIAL))('wink never reads a long run: %s', (_, text) => {
    const { analysed } = withRunsCut(text);
    expect(analysed).toHaveLength(text.length);
    const longestRun = Math.max(0, ...(analysed.match(/\S+/g) ?? []).map((run) => run.length));
    expect(longestRun).toBeLessThanOrEqual(MAX_RUN_CHARS);
    const tokens = tokenize(text).sentences.flat();
    expect(tokens.length).toBeLessThanOrEqual(text.length);
  });

  it('keeps the text around a long run readable and never quotes the run', () => {
    const texts = [`Great lab sheets ${'/'.repeat(500)} and clear notes.`, 'Great lab sheets.'];
    const { summary } = summarize(texts);
    expect(summary).not.toContain('//');
    expect(summary).toContain('Great lab sheets');
  });
});

describe('cost per character, against ordinary feedback of the same size', () => {
  const ordinary = bestMsPerChar(ordinaryTexts(TEXTS, TEXT_CHARS));

  it.each(Object.entries(ADVERSARIAL))('%s', (_, text) => {
    const { perChar, slowestMs } = bestMsPerChar(Array.from({ length: TEXTS }, () => text));
    expect(slowestMs).toBeLessThan(CALL_CAP_MS);
    expect(perChar).toBeLessThan(COST_FACTOR * ordinary.perChar);
  });

  // Only the cap here: these calls read a million characters each, too slow to repeat.
  it.each([
    ['the most texts a summary reads, each a review-long run of slashes', ADVERSARIAL.slashes!],
    ['the most texts a summary reads, each repeating one sentence', 'The slides were good.'],
  ])(
    '%s',
    (_, text) => {
      const start = performance.now();
      summarize(Array.from({ length: MAX_TEXTS }, () => text));
      expect(performance.now() - start).toBeLessThan(CALL_CAP_MS);
    },
    2 * CALL_CAP_MS,
  );
});
