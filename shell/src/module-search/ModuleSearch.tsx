// Finding a module by its code, title or a lecturer's name and going to its results: in the
// navbar on every page and on the home page. Built on shared's module search field, a
// combobox on the platform's own input, so the shell's pages load no extra UI code for it.
import { moduleResultsPath, ModuleSearchField } from '@module-feedback/shared/shell-pages';
import { useNavigate } from 'react-router-dom';
import { useModulesOnDemand } from './use-modules-on-demand';
import './module-search.css';

interface ModuleSearchProps {
  /** The text box's id, for the caller's <label htmlFor>. */
  id: string;
  placeholder: string;
}

export function ModuleSearch({ id, placeholder }: ModuleSearchProps) {
  const navigate = useNavigate();
  const { modules, listNote, want } = useModulesOnDemand();
  return (
    // Focus and typing bubble up from the text box: the first asks for the list, typing
    // after a failure asks again.
    <div className="module-search" onFocus={want} onInput={want}>
      <ModuleSearchField
        id={id}
        modules={modules}
        listNote={listNote}
        placeholder={placeholder}
        onFind={(module) => navigate(moduleResultsPath(module.code))}
      />
    </div>
  );
}
