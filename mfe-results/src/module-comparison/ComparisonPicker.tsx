// Choosing the modules of a comparison: the chosen ones listed, each removable, the module
// picker to add another (until three), and Compare, which opens the comparison's address.
import {
  MODULE_COMPARISON_SIZE,
  ModulePicker,
  moduleComparisonPath,
  moduleLabel,
  navigateTo,
  type Module,
} from '@module-feedback/shared';
import { Button } from 'primereact/button';
import { useEffect, useId, useRef, useState } from 'react';

export const PICKER_HINTS = {
  full: 'Three modules is the most a comparison shows.',
  tooFew: 'Choose at least two modules to compare.',
} as const;

interface ComparisonPickerProps {
  modules: readonly Module[];
  /** The modules chosen at first (the one whose results are open, or those compared now). */
  initial: readonly Module[];
  year: number;
}

export function ComparisonPicker({ modules, initial, year }: ComparisonPickerProps) {
  const pickerId = useId();
  const hintId = useId();
  const [chosen, setChosen] = useState<readonly Module[]>(initial);
  const refocus = useRef(false);
  const full = chosen.length >= MODULE_COMPARISON_SIZE.most;
  const enough = chosen.length >= MODULE_COMPARISON_SIZE.fewest;

  // A removed module's button is gone: the focus goes on to the box that adds one.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    document.getElementById(pickerId)?.focus();
  }, [chosen, pickerId]);

  return (
    <div className="mr-comparison-picker">
      {chosen.length > 0 && (
        <ul className="mr-comparison-picker__chosen" aria-label="Modules to compare">
          {chosen.map((module) => (
            <li key={module.id}>
              <span>{moduleLabel(module)}</span>
              <Button
                type="button"
                icon="pi pi-times"
                text
                rounded
                size="small"
                aria-label={`Remove ${module.code}`}
                onClick={() => {
                  refocus.current = true;
                  setChosen((current) => current.filter((other) => other.id !== module.id));
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {!full && (
        <div className="mr-field">
          <label htmlFor={pickerId}>Add a module to compare</label>
          <ModulePicker
            id={pickerId}
            modules={modules.filter((module) => !chosen.includes(module))}
            value={null}
            onChange={(module) => setChosen((current) => [...current, module])}
            describedBy={hintId}
          />
        </div>
      )}
      <p id={hintId} className="mr-plain mr-secondary">
        {full ? PICKER_HINTS.full : enough ? '' : PICKER_HINTS.tooFew}
      </p>
      <Button
        type="button"
        label="Compare"
        icon="pi pi-objects-column"
        disabled={!enough}
        onClick={() =>
          navigateTo(
            moduleComparisonPath(
              year,
              chosen.map((module) => module.code),
            ),
          )
        }
      />
    </div>
  );
}
