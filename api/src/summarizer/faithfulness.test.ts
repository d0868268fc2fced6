// Properties every summary of the evaluation sets must have: it only quotes the feedback, says
// nothing twice, its points quote one of the texts they stand for, and its themes are phrases
// students wrote, raised by at least two of them and found in every text they point to.
import { describe, expect, it } from 'vitest';
import { loadFeedbackSets } from './eval/feedback-sets';
import { quotedSpans } from './quoted-spans.test-support';
import { summarize } from './summarizer';

const sets = loadFeedbackSets();

function overlap(a: readonly string[], b: readonly string[]): number {
  const shorter = new Set(a.length <= b.length ? a : b);
  const longer = new Set(a.length <= b.length ? b : a);
  return [...shorter].filter((word) => longer.has(word)).length / shorter.size;
}

describe.each(sets.map((set) => [set.id, set] as const))('summary of %s', (_, set) => {
  const { summary, themes, liked, couldBeBetter, verdict } = summarize(set.texts, {
    sentences: 3,
  });
  const mentionsAny = (text: string, matches: readonly string[]) =>
    matches.some((match) => text.toLowerCase().includes(match));
  const spans = quotedSpans(summary, set.texts);

  it('quotes the feedback word for word, in at most three pieces', () => {
    expect(summary).not.toBe('');
    expect(spans).toBeDefined();
    expect(spans!.length).toBeLessThanOrEqual(3);
  });

  it('never says the same thing twice', () => {
    for (const [i, span] of spans!.entries()) {
      for (const other of spans!.slice(i + 1)) expect(overlap(span, other)).toBeLessThan(1);
    }
  });

  it('labels themes with words students wrote, in sentence case, and counts at most one per student', () => {
    const lowered = set.texts.map((text) => text.toLowerCase());
    for (const theme of themes) {
      expect(theme.label).toMatch(/^[\p{Lu}\p{N}]/u);
      const raisedBy = lowered.filter((text) => text.includes(theme.label.toLowerCase())).length;
      expect(raisedBy).toBeGreaterThan(0);
      expect(theme.count).toBeLessThanOrEqual(set.texts.length);
    }
  });

  it('quotes each point from a text it stands for, and every such text mentions its topic', () => {
    expect(liked.length + couldBeBetter.length).toBeGreaterThan(0);
    for (const point of [...liked, ...couldBeBetter]) {
      const own = point.texts.map((i) => set.texts[i]!);
      expect(quotedSpans(point.quote, own)).toHaveLength(1);
      expect(point.count).toBe(point.texts.length);
      for (const text of own) expect(mentionsAny(text, point.matches)).toBe(true);
    }
    expect(verdict).not.toBe('');
  });

  it('points every theme at texts that mention it, two students at least', () => {
    for (const theme of themes) {
      expect(theme.count).toBeGreaterThanOrEqual(2);
      expect(theme.texts).toHaveLength(theme.count);
      for (const i of theme.texts) expect(mentionsAny(set.texts[i]!, theme.matches)).toBe(true);
    }
  });
});
