// The module dropdown, searchable by code or title.
import { Dropdown } from 'primereact/dropdown';
import { useMemo } from 'react';
import type { Module } from '@module-feedback/shared';

export const moduleLabel = (module: Pick<Module, 'code' | 'title'>) =>
  `${module.code} – ${module.title}`;

interface ModulePickerProps {
  id: string;
  modules: readonly Module[];
  value: number | null;
  onChange: (moduleId: number | null) => void;
}

export function ModulePicker({ id, modules, value, onChange }: ModulePickerProps) {
  const options = useMemo(
    () => modules.map((module) => ({ label: moduleLabel(module), value: module.id })),
    [modules],
  );
  return (
    <Dropdown
      inputId={id}
      className="mf-wide"
      options={options}
      value={value}
      onChange={(event) => onChange((event.value as number | undefined) ?? null)}
      placeholder="Select a module"
      filter
      filterPlaceholder="Search by code or title"
      emptyFilterMessage="No module matches your search."
      emptyMessage="No modules have been added yet."
      showClear={value !== null}
      scrollHeight="300px"
      // Long titles wrap inside the screen instead of widening the page on a phone.
      panelClassName="mf-module-panel"
    />
  );
}
