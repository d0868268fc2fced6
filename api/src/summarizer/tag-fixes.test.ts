import { describe, expect, it } from 'vitest';
import { tokenize } from './nlp';

const tagOf = (text: string, word: string) =>
  tokenize(text)
    .sentences.flat()
    .find((t) => t.value === word)?.pos;

describe('noun tags after a determiner', () => {
  it.each([
    ['The lectures were fine.', 'lectures'],
    ['The long lectures were tiring.', 'lectures'],
    ['The recorded lectures helped me.', 'lectures'],
    ['Lectures went too fast.', 'lectures'],
  ])('reads "%s" with %s as a noun', (text, word) => {
    expect(tagOf(text, word)).toBe('NOUN');
  });

  it('leaves verbs that follow a noun alone', () => {
    expect(tagOf('The lab sheets helped me.', 'helped')).toBe('VERB');
  });

  it('leaves a verb that is not a plural alone, even right after the article and a word', () => {
    expect(tagOf('The brief left a lot open.', 'left')).not.toBe('NOUN');
  });
});
