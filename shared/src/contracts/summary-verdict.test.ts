import { describe, expect, it } from 'vitest';
import { verdictLine, verdictTone, type VerdictCounts } from './summary-verdict';

const counts = (students: number, praised: number, concerned: number, both: number) =>
  ({ students, praised, concerned, both }) satisfies VerdictCounts;

describe('verdictTone', () => {
  it.each([
    [counts(10, 9, 1, 0), 'mostly-positive'],
    [counts(9, 9, 4, 4), 'positive-with-concerns'],
    [counts(12, 12, 9, 9), 'mixed'],
    [counts(10, 5, 5, 0), 'mixed'],
    [counts(10, 4, 9, 3), 'critical-with-praise'],
    [counts(10, 2, 8, 0), 'mostly-critical'],
    [counts(9, 1, 1, 0), 'few-opinions'],
    [counts(3, 0, 0, 0), 'few-opinions'],
  ] as const)('reads %o as %s', (given, tone) => {
    expect(verdictTone(given)).toBe(tone);
  });

  it('says "mostly positive" only when few raised a concern', () => {
    expect(verdictTone(counts(9, 9, 4, 4))).not.toBe('mostly-positive');
    expect(verdictTone(counts(8, 8, 2, 2))).toBe('mostly-positive');
  });
});

describe('verdictLine', () => {
  it('counts both sides out of those who wrote, says how many did both and quotes the concern', () => {
    expect(
      verdictLine(counts(9, 9, 4, 4), 'the material', 'The material could use more examples.'),
    ).toBe(
      'Positive, with some concerns: of 9 students who wrote, 9 praised the material and 4 raised a concern (4 did both); the main concern: “The material could use more examples”.',
    );
  });

  it('says none, and names no concern when nobody raised one', () => {
    expect(verdictLine(counts(5, 5, 0, 0), 'the lecturer', null)).toBe(
      'Mostly positive: of 5 students who wrote, 5 praised the lecturer and none raised a concern.',
    );
    expect(verdictLine(counts(1, 0, 1, 0), 'the assessment', 'Too long.')).toBe(
      'Mostly critical: of 1 student who wrote, none praised the assessment and 1 raised a concern; the main concern: “Too long”.',
    );
  });

  it('cuts a long concern short and is empty when nobody wrote', () => {
    const long = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');
    expect(verdictLine(counts(4, 1, 3, 0), 'it', long)).toMatch(/“word0 .* word19…”\.$/);
    expect(verdictLine(counts(0, 0, 0, 0), 'it', null)).toBe('');
  });
});
