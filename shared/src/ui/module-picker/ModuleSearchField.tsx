// Finding a module to go to (the navbar and home page search): the module combobox with no
// module chosen, usable before its modules have arrived.
import type { Module } from '../../contracts';
import { ModuleCombobox } from './ModuleCombobox';

export interface ModuleSearchFieldProps {
  /** The text box's id, for the caller's <label htmlFor>. */
  id: string;
  /** The modules to search; empty while they are loading. */
  modules: readonly Module[];
  /** Called with the module found, picked with Enter or a click. */
  onFind: (module: Module) => void;
  placeholder: string;
  /** While there are no modules yet, what the open list says: loading, or why they did not load. */
  listNote?: string | undefined;
}

export function ModuleSearchField({
  id,
  modules,
  onFind,
  placeholder,
  listNote,
}: ModuleSearchFieldProps) {
  return (
    <ModuleCombobox
      id={id}
      modules={modules}
      value={null}
      onChange={onFind}
      placeholder={placeholder}
      listNote={listNote}
    />
  );
}
