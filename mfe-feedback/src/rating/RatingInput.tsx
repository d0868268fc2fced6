// One rating: a slider and a number input showing the same value. The slider can only
// produce valid ratings; a typed value outside 0–5 or off the 0.25 grid is flagged while
// typing and corrected when the input is left, so an invalid rating is never sent.
import { InputNumber } from 'primereact/inputnumber';
import { Button } from 'primereact/button';
import { Slider } from 'primereact/slider';
import { useState, type KeyboardEvent } from 'react';
import {
  RATING_MAX,
  RATING_MIN,
  RATING_STEP,
  isValidRating,
  normaliseRating,
} from '@module-feedback/shared';

export const RATING_RULE = `Ratings run from ${RATING_MIN} to ${RATING_MAX} in steps of ${RATING_STEP}.`;

export const correctedNote = (rating: number) => `Corrected to ${rating}. ${RATING_RULE}`;

interface RatingInputProps {
  /** The number input's id; the visible label points at it. */
  id: string;
  label: string;
  value: number | null;
  onChange: (rating: number | null) => void;
}

export function RatingInput({ id, label, value, onChange }: RatingInputProps) {
  // What is in the number input while the student types, before it is committed.
  const [typed, setTyped] = useState<number | null>(null);
  const [note, setNote] = useState<string | null>(null);

  const typingInvalid = typed !== null && !isValidRating(typed);

  function startTyping(raw: number | null) {
    setTyped(raw);
    setNote(null);
  }

  function commitTyped(raw: number | null) {
    const rating = raw === null ? null : normaliseRating(raw);
    // InputNumber has already clamped `raw` to the range, so compare what was typed when known.
    // It may commit twice (Tab, then blur); the second time nothing is typed and the note stays.
    const entered = typed ?? raw;
    if (entered !== null && rating !== null && entered !== rating) setNote(correctedNote(rating));
    setTyped(null);
    onChange(rating);
  }

  function choose(rating: number | null) {
    setNote(null);
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
          value={value ?? RATING_MIN}
          min={RATING_MIN}
          max={RATING_MAX}
          step={RATING_STEP}
          onChange={(event) => choose(event.value as number)}
          // PrimeReact reports the handle's position as a percentage; screen readers get the
          // rating, and "Not rated" rather than a 0 while there is none.
          pt={{
            handle: {
              'aria-label': label,
              'aria-valuenow': value ?? RATING_MIN,
              'aria-valuetext': value === null ? 'Not rated' : `${value} out of ${RATING_MAX}`,
            },
          }}
        />
        <InputNumber
          inputId={id}
          className="mf-rating__number"
          inputClassName="mf-rating__number-input"
          value={value}
          min={RATING_MIN}
          max={RATING_MAX}
          step={RATING_STEP}
          minFractionDigits={0}
          maxFractionDigits={2}
          mode="decimal"
          locale="en-GB"
          placeholder="–"
          invalid={typingInvalid}
          aria-describedby={hintId}
          // InputNumber also reports its own re-formatting (no originalEvent): only keystrokes count.
          onChange={(event) => event.originalEvent && startTyping(event.value)}
          onValueChange={(event) => commitTyped(event.value ?? null)}
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
        className={typingInvalid ? 'p-error mf-note' : 'p-text-secondary mf-note'}
        aria-live="polite"
      >
        {typingInvalid ? RATING_RULE : (note ?? (value === null ? 'Not rated' : ''))}
      </small>
    </div>
  );
}
