// The one module picker of the app (results and the feedback form): choosing a module for a
// field, with the chosen one shown in the box (./ModuleCombobox.tsx does the work).
import type { Module } from '../../contracts';
import { ModuleCombobox, PICKER_TEXTS } from './ModuleCombobox';

export { PICKER_TEXTS };

export interface ModulePickerProps {
  /** The text box's id, for the caller's <label htmlFor>. */
  id: string;
  modules: readonly Module[];
  /** The chosen module's id. */
  value: number | null;
  onChange: (module: Module) => void;
  placeholder?: string;
  /** Ids of hints or errors that describe the field. */
  describedBy?: string | undefined;
  invalid?: boolean;
  /** A search the box also serves (the results overview narrows its table by it). */
  search?: string | undefined;
  onSearchChange?: ((text: string) => void) | undefined;
}

export function ModulePicker({
  id,
  modules,
  value,
  onChange,
  placeholder = PICKER_TEXTS.placeholder,
  describedBy,
  invalid = false,
  search,
  onSearchChange,
}: ModulePickerProps) {
  return (
    <ModuleCombobox
      id={id}
      modules={modules}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      describedBy={describedBy}
      invalid={invalid}
      search={search}
      onSearchChange={onSearchChange}
    />
  );
}
