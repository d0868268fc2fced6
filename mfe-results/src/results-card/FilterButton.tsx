// A button that narrows the aspect's reviews to the texts behind a theme or point, and lifts that
// filter when pressed again; aria-pressed tells which one is on.
import { Button } from 'primereact/button';
import { useReviewsView, type TextFilter } from './reviews-view';

interface FilterButtonProps {
  filter: TextFilter;
  /** The visible label; the accessible name starts with it. */
  label: string;
  /** Said after the label to screen reader users, e.g. 'show their reviews'. */
  hint: string;
  /** The id of the list of reviews it filters. */
  controls: string;
}

export function FilterButton({ filter, label, hint, controls }: FilterButtonProps) {
  const { filter: active, toggle } = useReviewsView();
  const pressed = active?.key === filter.key;
  return (
    <Button
      type="button"
      label={label}
      aria-label={`${label}: ${hint}`}
      aria-pressed={pressed}
      aria-controls={controls}
      size="small"
      severity="secondary"
      outlined={!pressed}
      onClick={() => {
        toggle(filter);
        if (!pressed) document.getElementById(controls)?.scrollIntoView?.({ block: 'nearest' });
      }}
      className="mr-filter-button"
    />
  );
}
