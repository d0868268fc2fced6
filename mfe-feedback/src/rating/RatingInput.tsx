// One rating: a slider and a text box showing the same value. The slider can only produce
// valid ratings; what is typed is taken as typed (a decimal comma too) and, when it is out
// of range, off the 0.25 grid or not a number, the box is marked invalid and says why —
// it is never rewritten to something else, and the form refuses to send it.
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Slider } from 'primereact/slider';
import { useState, type KeyboardEvent } from 'react';
import { RATING_MAX, RATING_MIN, RATING_STEP } from '@module-feedback/shared';
import { ratingProblem, readRating } from './rating-text';

interface RatingInputProps {
  /** The text box's id; the visible label points at it. */
  id: string;
  label: string;
  /** The rating, as typed when it is not a valid one (NaN for text that is not a number). */
  value: number | null;
  onChange: (rating: number | null) => void;
}

const shown = (rating: number | null) =>
  rating === null || Number.isNaN(rating) ? '' : String(rating);

export function RatingInput({ id, label, value, onChange }: RatingInputProps) {
  // The text as typed, while it still reads as the value (the slider or Clear replace it).
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed !== null && Object.is(readRating(typed), value) ? typed : shown(value);
  const problem = ratingProblem(value);
  const valid = value === null || problem === null;

  function choose(rating: number | null) {
    setTyped(null);
    onChange(rating);
  }

  // PrimeReact 10's Slider moves Home/End by step × value and step × max, which is wrong
  // for a 0.25 step; the ends are handled here before the slider sees the key.
  function jumpToEnds(event: KeyboardEvent<HTMLDivElement>) {
    const onSlider = (event.target as HTMLElement).getAttribute('role') === 'slider';
    if (!onSlider || (event.key !== 'Home' && event.key !== 'End')) return;
    event.preventDefault();
    event.stopPropagation();
    choose(event.key === 'Home' ? RATING_MIN : RATING_MAX);
  }

  // The slider shows a valid rating only; while the box holds an invalid one it rests at
  // the nearest end or at the start.
  const sliderValue =
    value === null || Number.isNaN(value)
      ? RATING_MIN
      : Math.min(RATING_MAX, Math.max(RATING_MIN, value));
  const hintId = `${id}-hint`;
  return (
    // Unrated is drawn apart from a rating of 0: a hollow, dashed handle and no filled track.
    <div className={value === null ? 'mf-rating mf-rating--unrated' : 'mf-rating'}>
      <label htmlFor={id} className="mf-rating__label">
        {label}
      </label>
      <div className="mf-rating__controls" onKeyDownCapture={jumpToEnds}>
        <Slider
          className="mf-rating__slider"
          value={sliderValue}
          min={RATING_MIN}
          max={RATING_MAX}
          step={RATING_STEP}
          onChange={(event) => choose(event.value as number)}
          // PrimeReact reports the handle's position as a percentage; screen readers get the
          // rating, and "Not rated" rather than a 0 while there is none.
          pt={{
            handle: {
              'aria-label': label,
              'aria-valuenow': sliderValue,
              'aria-valuetext':
                value === null
                  ? 'Not rated'
                  : valid
                    ? `${value} out of ${RATING_MAX}`
                    : 'Not valid',
            },
          }}
        />
        <InputText
          id={id}
          className="mf-rating__number-input"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          placeholder="–"
          invalid={!valid}
          aria-invalid={!valid}
          aria-describedby={hintId}
          onChange={(event) => {
            setTyped(event.target.value);
            onChange(readRating(event.target.value));
          }}
          // A valid rating is shown the one way (2,5 as 2.5) once the box is left.
          onBlur={() => valid && setTyped(null)}
        />
        <Button
          type="button"
          icon="pi pi-times"
          text
          rounded
          aria-label={`Clear ${label}`}
          disabled={value === null}
          onClick={() => choose(null)}
        />
      </div>
      <small
        id={hintId}
        className={valid ? 'p-text-secondary mf-note' : 'p-error mf-note'}
        aria-live="polite"
      >
        {problem ?? (value === null ? 'Not rated' : '')}
      </small>
    </div>
  );
}
