// The button of a row's own action (beside Edit and Delete): its label is seen, and its
// accessible name adds the row, so a screen reader's list of buttons tells the rows apart.
import { Button } from 'primereact/button';

export interface RowActionButtonProps {
  action: { label: string; icon: string };
  /** The row as its name is read, e.g. "user lee". */
  rowName: string;
  /** The action opens a dialog of its own rather than acting at once. */
  opensDialog?: boolean;
  onClick: () => void;
}

export function RowActionButton({ action, rowName, opensDialog, onClick }: RowActionButtonProps) {
  return (
    <Button
      type="button"
      icon={action.icon}
      label={action.label}
      size="small"
      outlined
      aria-haspopup={opensDialog ? 'dialog' : undefined}
      aria-label={`${action.label}: ${rowName}`}
      onClick={onClick}
    />
  );
}
