import type { Module } from '../../contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PICKER_TEXTS } from './ModulePicker';
import { ModuleSearchField } from './ModuleSearchField';

const MODULES: Module[] = [
  { id: 1, code: 'CS3001', title: 'Algorithms', lecturersNames: 'Zoë Hughes' },
  { id: 2, code: 'CS3002', title: 'Machine Learning', lecturersNames: null },
  { id: 3, code: 'MA3004', title: 'Applied Machine Intelligence', lecturersNames: null },
];

function setup(modules: Module[] = []) {
  const onFind = vi.fn<(module: Module) => void>();
  const user = userEvent.setup();
  const field = (shown: Module[]) => (
    <>
      <label htmlFor="find">Find a module</label>
      <ModuleSearchField
        id="find"
        modules={shown}
        onFind={onFind}
        placeholder="Code, title or lecturer"
        listNote={shown.length === 0 ? 'Loading the modules…' : undefined}
      />
    </>
  );
  const view = render(field(modules));
  const box = screen.getByRole('combobox', { name: 'Find a module' });
  return { user, onFind, box, arrive: (next: Module[]) => view.rerender(field(next)) };
}

const highlighted = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('ModuleSearchField', () => {
  it('finds the highlighted module on Enter and empties the box for the next search', async () => {
    const { user, box, onFind } = setup(MODULES);
    await user.click(box);
    await user.keyboard('hughes');
    expect(highlighted(box)).toBe('CS3001 – Algorithms Zoë Hughes');
    expect(screen.getByRole('status')).toHaveTextContent('1 module matches.');
    await user.keyboard('{Enter}');
    expect(onFind).toHaveBeenCalledWith(MODULES[0]);
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('says the modules are loading, not that there are none, while they are on their way', async () => {
    const { user, box } = setup();
    await user.click(box);
    await user.keyboard('mach');
    expect(screen.getByText('Loading the modules…', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the modules…');
    expect(screen.queryByText(PICKER_TEXTS.noModules)).toBeNull();
  });

  it('highlights the best match when the modules arrive after the typing began', async () => {
    const { user, box, onFind, arrive } = setup();
    await user.click(box);
    await user.keyboard('machine{Enter}');
    expect(onFind).not.toHaveBeenCalled();
    expect(box).not.toHaveAttribute('aria-activedescendant');

    arrive(MODULES);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(highlighted(box)).toBe('CS3002 – Machine Learning');
    expect(screen.getByRole('status')).toHaveTextContent('2 modules match.');
    await user.keyboard('{Enter}');
    expect(onFind).toHaveBeenCalledWith(MODULES[1]);
  });

  it('closes on Escape and leaves the box empty, finding nothing', async () => {
    const { user, box, onFind } = setup(MODULES);
    await user.click(box);
    await user.keyboard('alg{Escape}');
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(onFind).not.toHaveBeenCalled();
  });
});
