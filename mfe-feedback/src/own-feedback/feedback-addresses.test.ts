import { describe, expect, it } from 'vitest';
import { editAddress, feedbackPageAt } from './feedback-addresses';

const at = (address: string) => feedbackPageAt(new URL(address, 'http://localhost'));

describe('feedbackPageAt', () => {
  it('tells the list, the form and the form editing an entry apart', () => {
    expect(at('/feedback/mine')).toEqual({ page: 'mine' });
    expect(at('/feedback/mine/')).toEqual({ page: 'mine' });
    expect(at('/feedback')).toEqual({ page: 'form', editId: null });
    expect(at(editAddress(42))).toEqual({ page: 'form', editId: 42 });
  });

  it('shows the plain form for an edit id that is no id', () => {
    expect(at('/feedback?edit=abc')).toEqual({ page: 'form', editId: null });
    expect(at('/feedback?edit=')).toEqual({ page: 'form', editId: null });
  });
});
