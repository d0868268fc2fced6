// Properties every summary of the evaluation sets must have: it only quotes the feedback, says
// nothing twice, and its themes are phrases students wrote, counted no higher than who wrote them.
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
  const { summary, themes } = summarize(set.texts, { sentences: 3 });
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

  it('labels themes with words students wrote and counts at most one per student', () => {
    const lowered = set.texts.map((text) => text.toLowerCase());
    for (const theme of themes) {
      const raisedBy = lowered.filter((text) => text.includes(theme.label)).length;
      expect(raisedBy).toBeGreaterThan(0);
      expect(theme.count).toBeLessThanOrEqual(set.texts.length);
    }
  });
});
