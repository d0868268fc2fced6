// A long text (a review, a comment) cut to a few lines with "Show more", so one long entry
// does not make its table row or card tower over the others. Short texts show whole.
import { useId, useState } from 'react';

/** Texts longer than this are clamped: about three lines of a table's text column. */
export const CLAMP_AFTER_CHARACTERS = 160;

export const CLAMP_TEXTS = { more: 'Show more', less: 'Show less' } as const;

export function ClampedText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (text.length <= CLAMP_AFTER_CHARACTERS) return <span className="ui-clamp__text">{text}</span>;
  return (
    <span className="ui-clamp">
      <span id={id} className={open ? 'ui-clamp__text' : 'ui-clamp__text ui-clamp__text--clamped'}>
        {text}
      </span>
      <button
        type="button"
        className="ui-clamp__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={(event) => {
          // Inside a clickable row, showing more must not also open the row.
          event.stopPropagation();
          setOpen(!open);
        }}
      >
        {open ? CLAMP_TEXTS.less : CLAMP_TEXTS.more}
      </button>
    </span>
  );
}
