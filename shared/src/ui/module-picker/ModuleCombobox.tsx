// The module combobox behind the module picker (results, the feedback form) and the module
// search field (the navbar and the home page): its text box is the search. Typing filters
// the list and highlights the best match; the arrow keys move the highlight; Enter picks
// the highlighted module and nothing else; Escape, Tab or leaving the box puts back the
// module already chosen. A module found by a lecturer's name shows that name under its
// own. The modules may arrive while someone is already typing: their matches then appear
// with the first one highlighted.
//
// Written on the ARIA combobox pattern rather than with PrimeReact's Dropdown, whose
// filter box is not focused on opening (typed keys jump through the list instead),
// whose highlight survives filtering (Enter could pick another module) and which points
// aria-activedescendant at options that do not exist.
import { InputText } from 'primereact/inputtext';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import type { Module } from '../../contracts';
import { RESULTS_DROPDOWN_MAX_HEIGHT } from '../../contracts';
import { lecturersMatching, matchingModules, moduleLabel } from './module-search';
import './module-picker.css';

export interface ModuleComboboxProps {
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
  /**
   * While there are no modules to offer yet, what the open list says instead: that they are
   * loading, or why they did not load.
   */
  listNote?: string | undefined;
  /**
   * A search the box also serves, for a page that narrows a list by it: what was typed stays in
   * the box after leaving it while no module is chosen, and each change is told.
   */
  search?: string | undefined;
  onSearchChange?: ((text: string) => void) | undefined;
}

export const PICKER_TEXTS = {
  placeholder: 'Type a module title or code',
  showAll: 'Show all modules',
  noMatch: 'No module matches your search.',
  noModules: 'No modules have been added yet.',
} as const;

const matchCount = (count: number) =>
  count === 1 ? '1 module matches.' : `${count} modules match.`;

export function ModuleCombobox({
  id,
  modules,
  value,
  onChange,
  placeholder = PICKER_TEXTS.placeholder,
  describedBy,
  invalid = false,
  listNote,
  search,
  onSearchChange,
}: ModuleComboboxProps) {
  /** What the person is typing; null while the box shows the chosen module. */
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  /** Index of the highlighted option in `shown`, or -1. */
  const [active, setActive] = useState(-1);

  const chosen = modules.find((module) => module.id === value);
  /** What the box shows: the typing, else the chosen module, else the page's search. */
  const boxText = query ?? (chosen ? moduleLabel(chosen) : (search ?? ''));
  const typed = query ?? (chosen ? '' : (search ?? ''));
  const shown = useMemo(() => matchingModules(modules, typed), [modules, typed]);
  const listId = `${id}-list`;
  const optionId = (module: Module) => `${id}-option-${module.id}`;
  // The highlight stays on an option that exists, even when the list changes under it.
  const activeIndex =
    open && shown.length > 0 ? Math.min(Math.max(active, 0), shown.length - 1) : -1;
  const activeModule = shown[activeIndex];
  const activeId = activeModule ? optionId(activeModule) : undefined;

  // Keeps the highlighted option in view as the arrow keys move through a long list.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  /** What screen readers hear as the list changes while typing. */
  function announcement(): string {
    if (!open || query === null) return '';
    if (modules.length === 0 && listNote) return listNote;
    return matchCount(shown.length);
  }

  function openList() {
    const selected = shown.findIndex((module) => module.id === value);
    setActive(selected === -1 ? 0 : selected);
    setOpen(true);
  }

  function close() {
    setOpen(false);
    setActive(-1);
    setQuery(null);
  }

  function pick(module: Module) {
    close();
    onChange(module);
  }

  function type(text: string) {
    setQuery(text);
    onSearchChange?.(text);
    setOpen(true);
    setActive(matchingModules(modules, text).length > 0 ? 0 : -1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else if (!event.altKey) setActive(Math.min(activeIndex + 1, shown.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else setActive(Math.max(activeIndex - 1, 0));
        break;
      case 'Enter':
        if (!open) break;
        // Never submits the surrounding form while the list is open.
        event.preventDefault();
        if (activeModule) pick(activeModule);
        break;
      case 'Escape':
        if (open || query !== null) event.preventDefault();
        close();
        break;
      case 'Tab':
        close();
        break;
    }
  }

  return (
    <div className="ui-picker">
      <InputText
        id={id}
        className="ui-picker__input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        invalid={invalid}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={boxText}
        // Typing replaces the chosen module's name rather than adding to it.
        onFocus={(event) => event.currentTarget.select()}
        onClick={() => !open && openList()}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <button
        type="button"
        className="ui-picker__toggle"
        // The text box already opens the list from the keyboard; the button is for pointers.
        tabIndex={-1}
        aria-label={PICKER_TEXTS.showAll}
        aria-controls={listId}
        aria-expanded={open}
        // Keeps focus (and the open list) in the text box.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          document.getElementById(id)?.focus();
          if (open) close();
          else {
            setQuery(null);
            openList();
          }
        }}
      >
        <i className={`pi ${open ? 'pi-chevron-up' : 'pi-chevron-down'}`} aria-hidden="true" />
      </button>
      <div className="ui-picker__panel" hidden={!open}>
        <ul
          id={listId}
          role="listbox"
          aria-label="Modules"
          className="ui-picker__list"
          style={{ maxHeight: RESULTS_DROPDOWN_MAX_HEIGHT }}
          hidden={shown.length === 0}
          // Clicking an option must not blur the text box before the click lands.
          onMouseDown={(event) => event.preventDefault()}
        >
          {shown.map((module, index) => (
            <li
              key={module.id}
              id={optionId(module)}
              role="option"
              className="ui-picker__option"
              aria-selected={module.id === value}
              data-active={index === activeIndex}
              onMouseMove={() => index !== activeIndex && setActive(index)}
              onClick={() => pick(module)}
            >
              <span>
                {moduleLabel(module)}
                {typed !== '' && <FoundLecturers names={lecturersMatching(module, typed)} />}
              </span>
              {module.id === value && <i className="pi pi-check" aria-hidden="true" />}
            </li>
          ))}
        </ul>
        {shown.length === 0 && (
          <p className="ui-picker__empty">
            {modules.length === 0 ? (listNote ?? PICKER_TEXTS.noModules) : PICKER_TEXTS.noMatch}
          </p>
        )}
      </div>
      <span className="ui-visually-hidden" role="status">
        {announcement()}
      </span>
    </div>
  );
}

/** The lecturers whose names a search found, under the module they teach. */
function FoundLecturers({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  // The space keeps the names apart from the title in the option's accessible name.
  return (
    <>
      {' '}
      <span className="ui-picker__lecturers">{names.join(', ')}</span>
    </>
  );
}
