// Long content (a review, the reviews of an entry) cut to a few lines with "Show more", so
// one long entry does not make its table row or card tower over the others. Short content
// shows whole.
import { useId, useState, type ReactNode } from 'react';

/** Content longer than this many characters is clamped: about three lines of a text column. */
export const CLAMP_AFTER_CHARACTERS = 160;

export const CLAMP_TEXTS = { more: 'Show more', less: 'Show less' } as const;

interface ClampedTextProps {
  /** What to show: a text, or content made of texts (then `length` says how long they are). */
  children: ReactNode;
  /** The content's length in characters; a text's own length by default. */
  length?: number;
}

export function ClampedText({ children, length }: ClampedTextProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const size = length ?? (typeof children === 'string' ? children.length : 0);
  if (size <= CLAMP_AFTER_CHARACTERS) return <div className="ui-clamp__text">{children}</div>;
  return (
    <div className="ui-clamp">
      <div id={id} className={open ? 'ui-clamp__text' : 'ui-clamp__text ui-clamp__text--clamped'}>
        {children}
      </div>
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
    </div>
  );
}
