import { fakeShared, setSession } from '../test/shared-fake';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { moduleLabel } from '@module-feedback/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '@module-feedback/test-support/api-error';
import { dialog, noDialog, renderWithUi } from '../test/render';
import { CrudTab } from '../crud/CrudTab';
import { usersConfig } from './users-config';

const MODULES = [
  { id: 1, code: 'CS3001', title: 'Compilers', lecturersNames: null },
  { id: 2, code: 'CS3002', title: 'Databases', lecturersNames: null },
  { id: 3, code: 'CS3003', title: 'Networks', lecturersNames: null },
];

const user = (id: number, username: string, isStaff: boolean) => ({
  id,
  user: { username, email: `${username}@example.test`, is_staff: isStaff },
  studentId: null,
});

// Rendering the whole users tab and a PrimeReact overlay is slow on a busy machine.
describe('Module leader of…', { timeout: 20_000 }, () => {
  beforeEach(() => {
    fakeShared.publicationApi.setLedModules.mockReset();
    setSession({ loading: false, user: null });
    fakeShared.userApi.list.mockResolvedValue([user(1, 'admin', true), user(7, 'lee', false)]);
    fakeShared.moduleApi.list.mockResolvedValue(MODULES);
    fakeShared.publicationApi.ledModules.mockResolvedValue({ modules: [2] });
    fakeShared.publicationApi.setLedModules.mockImplementation(async (_id, modules) => ({
      modules: [...modules],
    }));
  });

  async function openFor(username: string) {
    const ui = renderWithUi(<CrudTab config={usersConfig} canChange />);
    await ui.click(
      await screen.findByRole('button', { name: `Module leader of…: user ${username}` }),
    );
    const box = await dialog();
    await within(box).findByLabelText('Modules led');
    return { ui, box };
  }

  it('is offered for students only, and only to staff', async () => {
    renderWithUi(<CrudTab config={usersConfig} canChange={false} />);
    await screen.findAllByText('lee');
    expect(screen.queryByRole('button', { name: /Module leader of/ })).not.toBeInTheDocument();
    cleanup();
    renderWithUi(<CrudTab config={usersConfig} canChange />);
    await screen.findByRole('button', { name: 'Module leader of…: user lee' });
    expect(
      screen.queryByRole('button', { name: 'Module leader of…: user admin' }),
    ).not.toBeInTheDocument();
    // The user edit stays disabled.
    expect(screen.getByRole('button', { name: 'Edit user lee' })).toBeDisabled();
  });

  it('shows the modules the account leads, and saves the new choice', async () => {
    const { ui, box } = await openFor('lee');
    expect(fakeShared.publicationApi.ledModules).toHaveBeenCalledWith(7);
    expect(within(box).getByText(moduleLabel(MODULES[1]!))).toBeInTheDocument();

    // The multi-select opens on a click of its box (its trigger), as a sighted user does.
    await ui.click(box.querySelector<HTMLElement>('.p-multiselect-trigger')!);
    // The panel's options, once it has opened (their names are the modules' labels).
    const compilers = await waitFor(() => {
      const options = [...document.querySelectorAll<HTMLElement>('[role="option"]')];
      const found = options.find((option) => option.textContent === moduleLabel(MODULES[0]!));
      expect(found).toBeDefined();
      return found!;
    });
    await ui.click(compilers);
    await ui.click(within(box).getByRole('button', { name: 'Save' }));
    await noDialog();
    expect(fakeShared.publicationApi.setLedModules).toHaveBeenCalledWith(7, [2, 1]);
    await screen.findByText('lee is now the module leader of 2 modules.');
  });

  it("keeps the dialog open with the server's reason when it refuses", async () => {
    fakeShared.publicationApi.setLedModules.mockRejectedValue(
      apiError(400, 'Some of these modules do not exist.'),
    );
    const { ui, box } = await openFor('lee');
    await ui.click(within(box).getByRole('button', { name: 'Save' }));
    await within(box).findByText('Some of these modules do not exist.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on Cancel without saving', async () => {
    const { ui, box } = await openFor('lee');
    await ui.click(within(box).getByRole('button', { name: 'Cancel' }));
    await noDialog();
    await waitFor(() => expect(fakeShared.publicationApi.setLedModules).not.toHaveBeenCalled());
  });
});
