import { describe, expect, it } from 'vitest';
import { overallSentence } from './overall';

const concern = { quote: 'The pace was too fast.', count: 4, texts: [], matches: [] };

describe('overallSentence', () => {
  it('says mostly positive when most students liked it, naming the main concern', () => {
    const line = overallSentence({ students: 25, liked: 18, couldBeBetter: 5 }, 'the material', {
      ...concern,
      topic: 'reading list',
    });
    expect(line).toBe(
      'Mostly positive: 18 of 25 students liked the material; the main concern was the reading list.',
    );
  });

  it('quotes the concern when it is not about a thing', () => {
    const line = overallSentence(
      { students: 10, liked: 2, couldBeBetter: 8 },
      'the lecturer',
      concern,
    );
    expect(line).toBe(
      'Mostly critical: 8 of 10 students said the lecturer could be better; the main concern was “The pace was too fast”.',
    );
  });

  it('says mixed, or few opinions, or nothing at all', () => {
    expect(overallSentence({ students: 10, liked: 5, couldBeBetter: 5 }, 'it', concern)).toMatch(
      /^Mixed: 5 of 10 students liked it and 5 said something could be better;/,
    );
    expect(overallSentence({ students: 9, liked: 1, couldBeBetter: 1 }, 'it', concern)).toMatch(
      /^Few opinions: 1 of 9 students said what they liked and 1 what could be better\.$/,
    );
    expect(overallSentence({ students: 1, liked: 1, couldBeBetter: 0 }, 'it', undefined)).toBe(
      'Mostly positive: 1 of 1 student liked it; nobody said what could be better.',
    );
    expect(overallSentence({ students: 0, liked: 0, couldBeBetter: 0 }, 'it', undefined)).toBe('');
  });
});
