// A year's feedback state in the table: its name, with a mark that tells the states apart at
// a glance (the word carries the meaning, so colour is never needed).
import type { YearRow } from './years-config';

const ICONS = {
  upcoming: 'pi pi-clock',
  open: 'pi pi-lock-open',
  closed: 'pi pi-lock',
} as const;

export function WindowState({ row }: { row: YearRow }) {
  return (
    <span className={`ma-window-state ma-window-state--${row.state}`}>
      <i className={ICONS[row.state]} aria-hidden="true" /> {row.stateLabel}
    </span>
  );
}
