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

describe('compounds and verbs the model misreads', () => {
  it.each([
    ['The coursework on register allocation took ages.', 'register', 'NOUN'],
    ['Although amortised analysis needed more depth.', 'amortised', 'ADJ'],
    ['Worked examples made the theory click.', 'worked', 'ADJ'],
    ['One big one spread the workload.', 'spread', 'VERB'],
    ['The practicals made the theory click.', 'click', 'VERB'],
    ['Worked examples made the theory click for me.', 'click', 'VERB'],
    ['Lab sheets built up from the basics to amortised analysis.', 'amortised', 'ADJ'],
    ['Interesting lectures on ray tracing, although the demo failed.', 'tracing', 'NOUN'],
    ['The lecturer explained buffer overflows with real enthusiasm.', 'overflows', 'NOUN'],
    ['The amortised analysis was hard.', 'amortised', 'ADJ'],
    ['Relevant to industry, especially access control.', 'access', 'NOUN'],
  ])('reads "%s" with %s as %s', (text, word, tag) => {
    expect(tagOf(text, word)).toBe(tag);
  });

  it.each([
    ['We learnt it by solving past papers.', 'solving', 'VERB'],
    ['There was a quiz every week.', 'quiz', 'NOUN'],
    ['It mostly helped students.', 'helped', 'VERB'],
    ['Good labs, mostly using Python.', 'using', 'VERB'],
    ['We need to register early.', 'register', 'VERB'],
    ['Questions on students passing the exam.', 'passing', 'VERB'],
    ['The practicals helped the revision process a lot.', 'process', 'NOUN'],
  ])('leaves "%s" with %s as %s', (text, word, tag) => {
    expect(tagOf(text, word)).toBe(tag);
  });
});
