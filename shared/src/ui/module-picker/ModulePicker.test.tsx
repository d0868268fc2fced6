import type { Module } from '../../contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ModulePicker, PICKER_TEXTS } from './ModulePicker';

const MODULES: Module[] = [
  { id: 1, code: 'CS3001', title: 'Algorithms', lecturersNames: 'Ada Lovelace' },
  { id: 2, code: 'CS3002', title: 'Machine Learning', lecturersNames: null },
  { id: 3, code: 'CS3003', title: 'Computer Graphics', lecturersNames: null },
  { id: 4, code: 'MA3004', title: 'Applied Machine Intelligence', lecturersNames: null },
];

function Harness({ onChange }: { onChange: (module: Module) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="module">Module</label>
      <ModulePicker
        id="module"
        modules={MODULES}
        value={value}
        onChange={(module) => {
          setValue(module.id);
          onChange(module);
        }}
      />
      <button type="submit">Next</button>
    </form>
  );
}

function setup() {
  const onChange = vi.fn<(module: Module) => void>();
  const user = userEvent.setup();
  render(<Harness onChange={onChange} />);
  const box = screen.getByRole('combobox', { name: 'Module' });
  return { user, onChange, box };
}

const list = () => screen.getByRole('listbox', { name: 'Modules' });
const optionNames = () =>
  within(list())
    .queryAllByRole('option')
    .map((option) => option.textContent);
const highlighted = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('ModulePicker', () => {
  it('is a labelled combobox whose list is closed until asked for', () => {
    const { box } = setup();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    const controlled = document.getElementById(box.getAttribute('aria-controls') ?? '');
    expect(controlled).toHaveAttribute('role', 'listbox');
    expect(controlled).not.toBeVisible();
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('filters by title or code as the keys are typed, highlighting the first match', async () => {
    const { user, box } = setup();
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard('MACHINE');
    expect(box).toHaveValue('MACHINE');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual([
      'CS3002 – Machine Learning',
      'MA3004 – Applied Machine Intelligence',
    ]);
    expect(highlighted(box)).toBe('CS3002 – Machine Learning');
    expect(screen.getByRole('status')).toHaveTextContent('2 modules match.');
    await user.clear(box);
    await user.keyboard('cs3003');
    expect(optionNames()).toEqual(['CS3003 – Computer Graphics']);
  });

  it('picks the highlighted match on Enter, and only that one', async () => {
    const { user, box, onChange } = setup();
    await user.click(box);
    await user.keyboard('machine{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(MODULES[3]);
    expect(box).toHaveValue('MA3004 – Applied Machine Intelligence');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('picks nothing on Enter when nothing matches, and does not submit the form', async () => {
    const { user, box, onChange } = setup();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    box.closest('form')?.addEventListener('submit', submitted);
    await user.click(box);
    await user.keyboard('astrophysics');
    expect(screen.getByText(PICKER_TEXTS.noMatch)).toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();
  });

  it('opens with the arrow keys on the chosen module and moves through the list', async () => {
    const { user, box, onChange } = setup();
    await user.click(box);
    await user.keyboard('graphics{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(MODULES[2]);
    await user.keyboard('{ArrowDown}');
    expect(optionNames()).toHaveLength(4);
    expect(highlighted(box)).toBe('CS3003 – Computer Graphics');
    expect(within(list()).getByRole('option', { selected: true })).toHaveTextContent('CS3003');
    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowDown}');
    expect(highlighted(box)).toBe('MA3004 – Applied Machine Intelligence');
  });

  it('puts the chosen module back on Escape, Tab or leaving the box, without picking', async () => {
    const { user, box, onChange } = setup();
    await user.click(box);
    await user.keyboard('algo{Enter}');
    onChange.mockClear();
    await user.keyboard('machine{Escape}');
    expect(box).toHaveValue('CS3001 – Algorithms');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('graph');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(box).toHaveValue('CS3001 – Algorithms');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('picks a module clicked in the list, and lists them all from the button', async () => {
    const { user, box, onChange } = setup();
    await user.click(screen.getByRole('button', { name: PICKER_TEXTS.showAll }));
    expect(box).toHaveFocus();
    expect(optionNames()).toHaveLength(4);
    await user.click(within(list()).getByRole('option', { name: /Computer Graphics/ }));
    expect(onChange).toHaveBeenCalledWith(MODULES[2]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says so when there are no modules at all', async () => {
    const user = userEvent.setup();
    render(<ModulePicker id="m" modules={[]} value={null} onChange={vi.fn()} />);
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByText(PICKER_TEXTS.noModules)).toBeInTheDocument();
  });

  it("finds a module by a lecturer's name, accents ignored, and shows whose", async () => {
    const { user, box, onChange } = setup();
    await user.click(box);
    await user.keyboard('LOVELÁCE');
    expect(optionNames()).toEqual(['CS3001 – Algorithms Ada Lovelace']);
    expect(within(list()).getByRole('option', { name: /Algorithms/ })).toHaveAccessibleName(
      'CS3001 – Algorithms Ada Lovelace',
    );
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(MODULES[0]);
  });

  it('keeps the open list at most 300 px high', async () => {
    const { user, box } = setup();
    await user.click(box);
    expect(list()).toHaveStyle({ maxHeight: '300px' });
  });

  describe("serving a page's search", () => {
    function SearchHarness({ onSearch }: { onSearch: (text: string) => void }) {
      const [search, setSearch] = useState('');
      return (
        <>
          <label htmlFor="module">Module</label>
          <ModulePicker
            id="module"
            modules={MODULES}
            value={null}
            onChange={() => {}}
            search={search}
            onSearchChange={(text) => {
              setSearch(text);
              onSearch(text);
            }}
          />
          <button type="button">Elsewhere</button>
        </>
      );
    }

    it('tells each change and keeps the typing in the box after leaving it', async () => {
      const onSearch = vi.fn<(text: string) => void>();
      const user = userEvent.setup();
      render(<SearchHarness onSearch={onSearch} />);
      const box = screen.getByRole('combobox', { name: 'Module' });
      await user.type(box, 'mach');
      expect(onSearch).toHaveBeenLastCalledWith('mach');
      await user.tab();
      expect(box).toHaveValue('mach');
      // Opening the list again offers what the kept search matches.
      await user.click(box);
      expect(
        within(screen.getByRole('listbox', { name: 'Modules' }))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['CS3002 – Machine Learning', 'MA3004 – Applied Machine Intelligence']);
    });
  });
});
