import { describe, expect, it } from 'vitest';
import { summarize } from './summarizer';

const texts = [
  'The worked examples helped a lot.',
  'Examples were really useful, but the pace was too fast.',
  'Good examples.',
  'The pace was far too fast.',
  'The pace of the lectures was too fast for me.',
  'We had two lectures a week.',
  'The reading list was far too long.',
  'The reading list was long and outdated.',
];

describe('what students liked and what could be better', () => {
  const result = summarize(texts, { subject: 'the material' });

  it('quotes the most shared point of each side, with the texts that make it', () => {
    expect(result.liked[0]).toMatchObject({
      quote: 'The worked examples helped a lot.',
      count: 3,
      texts: [0, 1, 2],
      matches: expect.arrayContaining(['examples']),
    });
    const pace = result.couldBeBetter.find((point) => point.topic === 'pace');
    expect(pace).toMatchObject({ count: 3, texts: [1, 3, 4] });
    const quoted = pace!.quote.replace(/\.$/, '');
    expect(pace!.texts.some((i) => texts[i]!.includes(quoted))).toBe(true);
  });

  it('counts a mixed text on both sides', () => {
    expect(result.liked[0]!.texts).toContain(1);
    expect(result.couldBeBetter.some((point) => point.texts.includes(1))).toBe(true);
    expect(result.stances).toEqual({ students: 8, praised: 3, concerned: 5, both: 1 });
  });

  it('never repeats a topic on one side, and orders points by how many students made them', () => {
    const topics = result.couldBeBetter.map((point) => point.matches.at(-1));
    expect(new Set(topics).size).toBe(topics.length);
    const counts = result.couldBeBetter.map((point) => point.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('leaves facts out of both sides', () => {
    const all = [...result.liked, ...result.couldBeBetter].flatMap((point) => point.texts);
    expect(all).not.toContain(5);
  });

  it('sums it up in one line with the counts and the main concern, quoted', () => {
    expect(result.verdict).toBe(
      `Mixed: of 8 students who wrote, 3 praised the material and 5 raised a concern (1 did both); the main concern: “${result.couldBeBetter[0]!.quote.replace(/\.$/, '')}”.`,
    );
    expect(result.couldBeBetter[0]!.topic).toBe('pace');
  });

  it('counts in its headline every student its lists name', () => {
    const named = (points: ReadonlyArray<{ texts: number[] }>) =>
      new Set(points.flatMap((point) => point.texts));
    const liked = named(result.liked);
    const concerns = named(result.couldBeBetter);
    const { students, praised, concerned, both } = result.stances;
    expect(praised).toBeGreaterThanOrEqual(liked.size);
    expect(concerned).toBeGreaterThanOrEqual(concerns.size);
    expect(both).toBeGreaterThanOrEqual([...liked].filter((text) => concerns.has(text)).length);
    expect(praised + concerned - both).toBeLessThanOrEqual(students);
  });

  it('is no longer "mostly positive" when many who praised also raised a concern', () => {
    const praisedWithConcerns = [
      ...Array.from({ length: 5 }, () => 'The notes were clear and helpful.'),
      ...Array.from({ length: 4 }, () => 'The notes were clear, but they needed more depth.'),
    ];
    const made = summarize(praisedWithConcerns, { subject: 'the material' });
    expect(made.stances).toEqual({ students: 9, praised: 9, concerned: 4, both: 4 });
    expect(made.verdict).toMatch(
      /^Positive, with some concerns: of 9 students who wrote, 9 praised the material and 4 raised a concern \(4 did both\); the main concern: “.*depth”\.$/,
    );
  });

  it('gives at most the number of points asked for', () => {
    expect(summarize(texts, { points: 1 }).couldBeBetter).toHaveLength(1);
    expect(summarize(texts, { points: 0 }).liked).toEqual([]);
  });
});
