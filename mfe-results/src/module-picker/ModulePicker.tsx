import { RESULTS_DROPDOWN_MAX_HEIGHT, type Module } from '@module-feedback/shared';
import { Dropdown } from 'primereact/dropdown';
import { useMemo } from 'react';

interface ModulePickerProps {
  modules: readonly Module[];
  value: Module | null;
  onChange: (module: Module) => void;
}

const optionText = (module: Module) => `${module.code} — ${module.title}`;

/** The searchable module list: type part of a title (or code), in any case. */
export function ModulePicker({ modules, value, onChange }: ModulePickerProps) {
  // The label (code and title) is what people and screen readers see; the filter matches
  // the title, and the code too.
  const options = useMemo(
    () => modules.map((module) => ({ ...module, label: optionText(module) })),
    [modules],
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '0.4rem' }}>
      <label htmlFor="results-module" style={{ fontWeight: 500 }}>
        Module
      </label>
      <Dropdown
        inputId="results-module"
        value={value?.id}
        options={options}
        optionLabel="label"
        optionValue="id"
        onChange={(e) => {
          const chosen = modules.find((module) => module.id === e.value);
          if (chosen) onChange(chosen);
        }}
        filter
        filterBy="title,code"
        filterPlaceholder="Search by title or code"
        emptyFilterMessage="No module matches your search."
        emptyMessage="No modules yet."
        placeholder="Choose a module"
        scrollHeight={RESULTS_DROPDOWN_MAX_HEIGHT}
        style={{ width: '100%' }}
        panelStyle={{ maxWidth: 'calc(100vw - 1.5rem)' }}
      />
    </div>
  );
}
