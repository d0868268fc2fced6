import { describe, expect, it } from 'vitest';
import { quotedSpans } from './quoted-spans.test-support';
import { MAX_TEXTS, summarize } from './summarizer';

const sentencesOf = (summary: string, texts: readonly string[]) => quotedSpans(summary, texts);
const countsOf = (themes: ReadonlyArray<{ label: string; count: number }>) =>
  themes.map(({ label, count }) => ({ label, count }));

describe('summarize: edge cases', () => {
  it('returns an empty summary, no points and no themes when there is nothing to summarise', () => {
    const empty = {
      summary: '',
      verdict: '',
      liked: [],
      couldBeBetter: [],
      themes: [],
      stances: { students: 0, praised: 0, concerned: 0, both: 0 },
    };
    expect(summarize([])).toEqual(empty);
    expect(summarize(['', '   ', '\n'])).toEqual(empty);
  });

  it('quotes a single text, and names no theme: a theme needs two students', () => {
    const text = 'The lab sheets were clear and the recordings helped with revision.';
    const result = summarize([text]);
    expect(result.summary).toBe(text);
    expect(result.themes).toEqual([]);
    expect(result.liked).toEqual([expect.objectContaining({ quote: text, count: 1, texts: [0] })]);
  });

  it('gives both points of two different texts', () => {
    const texts = ['The exam was far too long.', 'Coursework feedback came back quickly.'];
    const { summary } = summarize(texts);
    expect(summary).toContain('The exam was far too long.');
    expect(summary).toContain('Coursework feedback came back quickly.');
  });

  it('says a point once however many near-duplicates repeat it', () => {
    const texts = [
      'The lab sheets were great.',
      'the lab sheets were great',
      'The lab sheets were great!!',
      'THE LAB SHEETS WERE GREAT',
      'Lab sheets were great.',
      'The lab sheets are great 👍',
    ];
    const result = summarize(texts, { sentences: 3 });
    expect(result.summary).toBe('The lab sheets were great.');
    expect(countsOf(result.themes)).toEqual([{ label: 'Lab sheets', count: 6 }]);
  });

  it('summarises one-word texts by what most students wrote', () => {
    const texts = ['good', 'Good', 'great', 'good', 'ok', 'GOOD'];
    expect(summarize(texts, { sentences: 1 }).summary).toBe('Good.');
    expect(summarize(texts).themes).toEqual([]);
  });

  it('quotes a short clause of a very long text, never the whole text', () => {
    const rambling = Array.from(
      { length: 60 },
      (_, i) => `topic ${i} was covered, with many details about part ${i}`,
    ).join(', ');
    const texts = [`${rambling}.`, 'The tutorials were well organised.'];
    const { summary } = summarize(texts, { sentences: 2 });
    expect(summary.length).toBeLessThan(400);
    expect(sentencesOf(summary, texts)?.length).toBeLessThanOrEqual(2);
  });

  it('shortens a long unpunctuated text to its first words, marked as cut', () => {
    const words = Array.from({ length: 120 }, (_, i) => `word${i}`);
    const { summary } = summarize([words.join(' ')]);
    expect(summary).toBe(`${words.slice(0, 40).join(' ')}…`.replace(/^w/, 'W'));
  });

  it('prefers the plainly written one of sentences in mixed case, and counts them together', () => {
    const texts = [
      'THE SLIDES WERE OUTDATED!!!',
      'the slides were outdated',
      'The Slides Were Outdated',
    ];
    const result = summarize(texts);
    expect(result.summary).toBe('The slides were outdated.');
    expect(countsOf(result.themes)).toEqual([{ label: 'Slides', count: 3 }]);
  });

  it('keeps emoji as written and summarises texts made only of emoji', () => {
    expect(summarize(['👍', '👍', '😡']).summary).toBe('👍');
    const texts = ['Loved the labs 😍', 'Loved the labs 😍', 'The exam was hard 😬'];
    expect(sentencesOf(summarize(texts).summary, texts)).toBeDefined();
  });

  it('treats a URL ending a sentence as its end, and prefers sentences without links', () => {
    const texts = [
      'See https://example.org/notes. The notes were thorough.',
      'The notes were thorough and easy to revise from, see https://example.org/notes',
      'https://example.org',
    ];
    const { summary } = summarize(texts, { sentences: 1 });
    expect(summary).toBe('The notes were thorough.');
  });
});

describe('summarize: options', () => {
  const texts = [
    'The lab sheets were clear.',
    'The slides were out of date.',
    'The recordings helped a lot.',
    'The quizzes were useful practice.',
  ];

  it('gives at most the number of sentences asked for', () => {
    expect(summarize(texts, { sentences: 0 }).summary).toBe('');
    expect(sentencesOf(summarize(texts, { sentences: 1 }).summary, texts)).toHaveLength(1);
    expect(sentencesOf(summarize(texts, { sentences: 4 }).summary, texts)).toHaveLength(4);
  });

  it('gives at most the number of themes asked for', () => {
    const twice = [...texts, ...texts];
    expect(summarize(twice).themes).toHaveLength(5);
    expect(summarize(twice, { themes: 2 }).themes).toHaveLength(2);
    expect(summarize(twice, { themes: 0 }).themes).toEqual([]);
  });

  it('leaves out themes only one student raised once there are several texts', () => {
    expect(summarize(texts).themes).toEqual([]);
  });
});

describe('summarize: proportions', () => {
  const majority = Array.from({ length: 8 }, (_, i) =>
    i % 2 ? 'The exam was much harder than the past papers.' : 'Exam much harder than past papers!',
  );
  const minority = ['The online quizzes were useful.', 'Online quizzes were useful practice.'];
  const single = ['The room was too cold.'];

  it('puts the point most students made first, then the smaller points', () => {
    const texts = [...single, ...minority, ...majority];
    const { summary } = summarize(texts, { sentences: 2 });
    expect(sentencesOf(summary, texts)).toHaveLength(2);
    expect(summary).toMatch(/^(The exam was|Exam) much harder than (the )?past papers[.!] /);
    expect(summary).toMatch(/ (The )?online quizzes were useful/i);
  });

  it('counts each theme once per student, most raised first', () => {
    const texts = [
      'The past papers were nothing like the exam. Past papers, past papers, past papers.',
      ...majority,
      ...minority,
    ];
    const themes = countsOf(summarize(texts).themes);
    expect(themes.slice(0, 2)).toEqual([
      { label: 'Exam', count: 9 },
      { label: 'Past papers', count: 9 },
    ]);
    expect(themes).toContainEqual({ label: 'Online quizzes', count: 2 });
    expect(themes.map((t) => t.count)).toEqual(
      [...themes.map((t) => t.count)].sort((a, b) => b - a),
    );
  });

  it('reads an even sample of very many texts and scales the theme counts back up', () => {
    const texts = Array.from({ length: 2 * MAX_TEXTS }, (_, i) =>
      i < MAX_TEXTS / 2 ? 'The quizzes helped.' : 'The lab sheets helped.',
    );
    const { themes } = summarize(texts);
    expect(countsOf(themes)).toEqual([
      { label: 'Lab sheets', count: 1.5 * MAX_TEXTS },
      { label: 'Quizzes', count: 0.5 * MAX_TEXTS },
    ]);
  });
});
