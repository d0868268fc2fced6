import { describe, expect, it } from 'vitest';
import { summarize } from './summarizer';

const themesOf = (texts: string[]) =>
  summarize(texts).themes.map(({ label, count }) => ({ label, count }));

describe('themes', () => {
  it('names a theme by the phrase most students used, counting every student of its noun', () => {
    const texts = ['The lab sheets helped.', 'Lab Sheets were long.', 'lab sheets!', 'Sheets ok.'];
    expect(themesOf(texts)).toEqual([{ label: 'lab sheets', count: 4 }]);
  });

  it('keeps the head noun when students qualified it in different ways', () => {
    const texts = [
      'The boring lectures dragged on.',
      'The recorded lectures helped me.',
      'The long lectures were tiring.',
      'The lectures were fine.',
    ];
    expect(themesOf(texts)).toEqual([{ label: 'lectures', count: 4 }]);
  });

  it('leaves out a theme that shares a word with a more raised one', () => {
    const texts = ['Moodle is a mess.', 'Moodle was confusing.', 'The Moodle page is bad.'];
    const labels = themesOf([...texts, 'Moodle page hard to use.']).map((t) => t.label);
    expect(labels).toEqual(['moodle']);
  });

  it('ignores nouns any module feedback uses', () => {
    const texts = ['Good module.', 'Great module overall.', 'A module with a lot of stuff.'];
    expect(themesOf(texts)).toEqual([]);
  });

  it('orders themes by how many students raised them', () => {
    const texts = ['Quizzes.', 'Slides and quizzes.', 'Slides, quizzes, recordings.', 'Slides.'];
    const counts = themesOf([...texts, 'Quizzes again.']).map((t) => [t.label, t.count]);
    expect(counts).toEqual([
      ['quizzes', 4],
      ['slides', 3],
    ]);
  });

  it('merges inflections and spellings into one theme, and says where each was written', () => {
    const texts = [
      'The worked examples helped.',
      'More examples please.',
      'One example per topic.',
      'The excercises were long.',
      'Exercises were useful.',
      'The exercises took ages.',
      'I liked the exercises.',
      'The lab was cold.',
    ];
    const themes = summarize(texts).themes;
    expect(themes).toEqual([
      {
        label: 'exercises',
        count: 4,
        texts: [3, 4, 5, 6],
        matches: ['excercises', 'exercises'],
      },
      {
        label: 'examples',
        count: 3,
        texts: [0, 1, 2],
        matches: ['examples', 'example'],
      },
    ]);
  });

  it('labels a theme without the judgements students attached to it', () => {
    const texts = ['Good slides.', 'Great slides!', 'Terrible slides.', 'More slides please.'];
    expect(themesOf(texts)).toEqual([{ label: 'slides', count: 4 }]);
  });

  it('never names a theme only one student raised, however few texts there are', () => {
    expect(themesOf(['The lab sheets were clear.', 'The exam was hard.'])).toEqual([]);
  });

  it("reads 'the brief left a lot open' as about the brief, not about a 'brief left'", () => {
    const texts = ['The brief left a lot open.', 'The brief was vague.'];
    expect(themesOf(texts)).toEqual([{ label: 'brief', count: 2 }]);
  });

  it('keeps a hyphenated compound whole', () => {
    const texts = ['Loved the part on NP-completeness.', 'NP-completeness was hard going.'];
    expect(themesOf(texts)).toEqual([{ label: 'np-completeness', count: 2 }]);
  });
});
