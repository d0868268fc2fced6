import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RatingInput } from './RatingInput';
import { NOT_A_NUMBER, RATING_RULE } from './rating-text';

function Harness({ onChange }: { onChange: (rating: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <RatingInput
      id="material-rating"
      label="Material rating"
      value={value}
      onChange={(rating) => {
        onChange(rating);
        setValue(rating);
      }}
    />
  );
}

function setup() {
  const onChange = vi.fn();
  render(<Harness onChange={onChange} />);
  return {
    onChange,
    number: screen.getByRole('textbox', { name: 'Material rating' }),
    slider: screen.getByRole('slider', { name: 'Material rating' }),
  };
}

describe('RatingInput', () => {
  it('starts unrated', () => {
    const { number, slider } = setup();
    expect(number).toHaveValue('');
    expect(slider).toHaveAttribute('aria-valuetext', 'Not rated');
    expect(screen.getByText('Not rated')).toBeInTheDocument();
  });

  it('moves the number input with the slider, in steps of 0.25', () => {
    const { number, slider, onChange } = setup();
    fireEvent.keyDown(slider, { key: 'ArrowRight', code: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowRight', code: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(0.5);
    expect(number).toHaveValue('0.5');
    expect(slider).toHaveAttribute('aria-valuenow', '0.5');
    expect(slider).toHaveAttribute('aria-valuetext', '0.5 out of 5');
  });

  it('jumps to the ends of the range with Home and End', () => {
    const { number, slider, onChange } = setup();
    fireEvent.keyDown(slider, { key: 'End', code: 'End' });
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(number).toHaveValue('5');
    fireEvent.keyDown(slider, { key: 'Home', code: 'Home' });
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(number).toHaveValue('0');
  });

  it('moves the slider with a typed valid value', async () => {
    const user = userEvent.setup();
    const { number, slider, onChange } = setup();
    await user.type(number, '3.75');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(3.75);
    expect(slider).toHaveAttribute('aria-valuenow', '3.75');
    expect(number).toHaveAttribute('aria-invalid', 'false');
  });

  it('takes a decimal comma', async () => {
    const user = userEvent.setup();
    const { number, slider, onChange } = setup();
    await user.type(number, '2,5');
    expect(onChange).toHaveBeenLastCalledWith(2.5);
    expect(slider).toHaveAttribute('aria-valuetext', '2.5 out of 5');
    await user.tab();
    expect(number).toHaveValue('2.5');
  });

  it.each(['3.3', '-1', '7'])(
    'refuses %s at the field, keeping it as typed rather than rewriting it',
    async (typed) => {
      const user = userEvent.setup();
      const { number, onChange } = setup();
      await user.type(number, typed);
      await user.tab();
      expect(number).toHaveValue(typed);
      expect(onChange).toHaveBeenLastCalledWith(Number(typed));
      expect(number).toHaveAttribute('aria-invalid', 'true');
      const message = document.getElementById(number.getAttribute('aria-describedby')!);
      expect(message).toHaveTextContent(RATING_RULE);
    },
  );

  it('asks for a number when the text is none', async () => {
    const user = userEvent.setup();
    const { number } = setup();
    await user.type(number, 'four');
    expect(number).toHaveValue('four');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription(NOT_A_NUMBER);
  });

  it("replaces an invalid typed value with the slider's", async () => {
    const user = userEvent.setup();
    const { number, slider } = setup();
    await user.type(number, '9');
    fireEvent.keyDown(slider, { key: 'Home', code: 'Home' });
    expect(number).toHaveValue('0');
    expect(number).toHaveAttribute('aria-invalid', 'false');
  });

  it('clears back to unrated', async () => {
    const user = userEvent.setup();
    const { number, onChange } = setup();
    await user.type(number, '2');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Clear Material rating' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(number).toHaveValue('');
  });

  it('draws unrated apart from a rating of 0, and says which it is', () => {
    const { slider } = setup();
    const rating = slider.closest('.mf-rating');
    expect(rating).toHaveClass('mf-rating--unrated');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(slider).toHaveAttribute('aria-valuetext', 'Not rated');
    fireEvent.keyDown(slider, { key: 'Home', code: 'Home' });
    expect(rating).not.toHaveClass('mf-rating--unrated');
    expect(slider).toHaveAttribute('aria-valuetext', '0 out of 5');
  });
});
