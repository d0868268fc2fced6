import { describe, expect, it } from 'vitest';
import { summarize } from './summarizer';

const themesOf = (texts: string[]) => summarize(texts).themes;

describe('themes', () => {
  it('names a theme by the phrase most students used, in its commonest spelling', () => {
    const texts = ['The lab sheets helped.', 'Lab Sheets were long.', 'lab sheets!', 'Sheets ok.'];
    expect(themesOf(texts)).toEqual([{ label: 'lab sheets', count: 3 }]);
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
});
