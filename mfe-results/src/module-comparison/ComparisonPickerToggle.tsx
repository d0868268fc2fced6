// A button that opens the comparison picker below it: "Compare with…" on a module's results
// page (that module chosen), "Change the modules…" on a comparison (its modules chosen).
import type { Module } from '@module-feedback/shared';
import { Button } from 'primereact/button';
import { useId, useState } from 'react';
import { ComparisonPicker } from './ComparisonPicker';

interface ComparisonPickerToggleProps {
  label: string;
  modules: readonly Module[];
  initial: readonly Module[];
  year: number;
  /** Open at first, when there is nothing to see until modules are chosen. */
  startOpen?: boolean;
}

export function ComparisonPickerToggle({
  label,
  modules,
  initial,
  year,
  startOpen = false,
}: ComparisonPickerToggleProps) {
  const [open, setOpen] = useState(startOpen);
  const panelId = useId();
  return (
    <div className="mr-comparison-toggle">
      <Button
        type="button"
        label={label}
        icon={open ? 'pi pi-chevron-up' : 'pi pi-objects-column'}
        outlined
        size="small"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      />
      <div id={panelId} hidden={!open}>
        {open && <ComparisonPicker modules={modules} initial={initial} year={year} />}
      </div>
    </div>
  );
}
