import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RATING_RULE, RatingInput, correctedNote } from './RatingInput';

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
    number: screen.getByLabelText('Material rating', { selector: 'input' }),
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
    expect(screen.queryByText(/Corrected to/)).not.toBeInTheDocument();
  });

  it('flags a value off the step while typing and corrects it when the input is left', async () => {
    const user = userEvent.setup();
    const { number, onChange } = setup();
    await user.type(number, '3.1');
    expect(screen.getByText(RATING_RULE)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(number).toHaveValue('3');
    expect(screen.getByText(correctedNote(3))).toBeInTheDocument();
  });

  it('corrects a value above the range to 5', async () => {
    const user = userEvent.setup();
    const { number, onChange } = setup();
    await user.type(number, '7');
    expect(screen.getByText(RATING_RULE)).toBeInTheDocument();
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(number).toHaveValue('5');
    expect(screen.getByText(correctedNote(5))).toBeInTheDocument();
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
