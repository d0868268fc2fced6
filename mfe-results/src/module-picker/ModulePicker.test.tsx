import { RESULTS_DROPDOWN_MAX_HEIGHT, type Module } from '@module-feedback/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MODULES } from '../test/fixtures';
import { ModulePicker } from './ModulePicker';

async function openPicker(onChange = vi.fn<(module: Module) => void>()) {
  const user = userEvent.setup();
  render(<ModulePicker modules={MODULES} value={null} onChange={onChange} />);
  // PrimeReact opens the list on a click anywhere on the dropdown, as a person would.
  await user.click(screen.getByRole('button', { name: 'Choose a module' }));
  return { user, onChange, search: await screen.findByPlaceholderText('Search by title or code') };
}

// jsdom never finishes PrimeReact's opening transition, so the panel stays display:none
// there and needs `hidden: true`; the e2e journeys use the list in a real browser.
const list = () => within(screen.getByRole('listbox', { hidden: true }));
// The list updates a moment after typing (PrimeReact applies the filter asynchronously).
const optionNames = () =>
  list()
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent);

describe('ModulePicker', () => {
  it('lists every module with its code', async () => {
    await openPicker();
    expect(optionNames()).toEqual([
      'COMP0001 — Machine Learning',
      'COMP0002 — Compilers',
      'MATH0003 — Applied Machine Intelligence',
    ]);
  });

  it('narrows the list by title, ignoring case', async () => {
    const { user, search } = await openPicker();
    await user.type(search, 'mACHINE');
    await waitFor(() =>
      expect(optionNames()).toEqual([
        'COMP0001 — Machine Learning',
        'MATH0003 — Applied Machine Intelligence',
      ]),
    );
  });

  it('also narrows the list by module code', async () => {
    const { user, search } = await openPicker();
    await user.type(search, 'comp0002');
    await waitFor(() => expect(optionNames()).toEqual(['COMP0002 — Compilers']));
  });

  it('says so when nothing matches', async () => {
    const { user, search } = await openPicker();
    await user.type(search, 'astrophysics');
    await waitFor(() => expect(optionNames()).toEqual([]));
    expect(screen.getByText('No module matches your search.')).toBeInTheDocument();
  });

  it('hands the chosen module to its parent', async () => {
    const { user, onChange } = await openPicker();
    await user.click(list().getByRole('option', { name: 'COMP0002 — Compilers', hidden: true }));
    expect(onChange).toHaveBeenCalledWith(MODULES[1]);
  });

  it('keeps the open list at most 300 px high', async () => {
    await openPicker();
    expect(RESULTS_DROPDOWN_MAX_HEIGHT).toBe('300px');
    expect(
      screen.getByRole('listbox', { hidden: true }).closest('.p-dropdown-items-wrapper'),
    ).toHaveStyle({ maxHeight: '300px' });
  });
});
