import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlighted, matcherOf } from './Highlighted';

const marked = (text: string, matches: string[]) => {
  const { container } = render(<Highlighted text={text} matcher={matcherOf(matches)} />);
  return {
    marks: [...container.querySelectorAll('mark')].map((mark) => mark.textContent),
    text: container.textContent,
  };
};

describe('Highlighted', () => {
  it('marks whole words in any case, longest phrase first, keeping the text as written', () => {
    const text = 'Worked  examples helped; the EXAMPLES sheet and counterexamples less so.';
    expect(marked(text, ['examples', 'worked examples'])).toEqual({
      marks: ['Worked  examples', 'EXAMPLES'],
      text,
    });
  });

  it('treats the words to match as text, not as a pattern', () => {
    expect(marked('C++ (and C) were fine.', ['c++', '(and'])).toMatchObject({
      marks: ['C++', '(and'],
    });
    expect(marked('Slides.', ['.*'])).toMatchObject({ marks: [] });
  });

  it('leaves the text alone when there is nothing to match', () => {
    expect(matcherOf([' '])).toBeUndefined();
    expect(marked('Slides.', [])).toEqual({ marks: [], text: 'Slides.' });
  });
});
