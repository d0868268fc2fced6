import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, confirmDeleteMessage } from '@module-feedback/shared';
import { apiError } from '@module-feedback/test-support/api-error';
import { dialog, noDialog, renderWithUi } from '../test/render';
import { CrudTab } from './CrudTab';
import type { EntityConfig } from './entity-config';
import { forceDeleteQuestion, staffOnlyDelete } from './use-delete-row';
import { ACCESS_NOTICE_ID } from '../access/AccessNotice';
import { cellValue } from '@module-feedback/test-support/table-cells';

interface Thing {
  id: number;
  name: string;
  note: string | null;
}

const CONFLICT =
  'This module has 3 feedback entries. Delete them first, or repeat the request with ?force=true to delete the module together with its feedback.';

function makeConfig(rows: Thing[]) {
  const config = {
    entity: 'module',
    title: 'Things',
    noun: 'module',
    describe: (row: Thing) => row.name,
    load: vi.fn(async () => [...rows]),
    columns: [
      { field: 'name', header: 'Name' },
      { field: 'note', header: 'Note' },
    ],
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'note', label: 'Note', kind: 'textarea' },
    ],
    create: vi.fn(async (values: Record<string, string | null>) => {
      rows.push({ id: rows.length + 100, name: values.name ?? '', note: values.note ?? null });
    }),
    update: vi.fn(async (id: number, values: Record<string, string | null>) => {
      const row = rows.find((r) => r.id === id);
      if (row) Object.assign(row, values);
    }),
    toFormValues: (row: Thing) => ({ name: row.name, note: row.note ?? '' }),
    remove: vi.fn(async (id: number, _options: { force?: boolean }) => {
      rows.splice(
        rows.findIndex((r) => r.id === id),
        1,
      );
    }),
    forceDeletesFeedback: true,
  } satisfies EntityConfig<Thing>;
  return config;
}

let rows: Thing[];
let config: ReturnType<typeof makeConfig>;

beforeEach(() => {
  rows = [
    { id: 1, name: 'Alpha', note: 'first' },
    { id: 2, name: 'Beta', note: null },
  ];
  config = makeConfig(rows);
});

async function setup(canChange = true) {
  const user = renderWithUi(<CrudTab config={config} canChange={canChange} />);
  await screen.findByRole('cell', { name: 'Alpha' });
  return user;
}

const form = () => screen.getByRole('form');
const tableNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => cellValue(within(row).queryAllByRole('cell')[0]));

describe('CrudTab form', () => {
  it('is hidden until Create, then opens empty in add mode', async () => {
    const user = await setup();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(form()).toHaveAccessibleName('Create module');
    expect(within(form()).getByLabelText('Name')).toHaveValue('');
  });

  it('creates with empty values sent as null, then closes, clears and reloads', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.type(within(form()).getByLabelText('Name'), 'Gamma');
    await user.click(within(form()).getByRole('button', { name: 'Create' }));
    expect(config.create).toHaveBeenCalledWith({ name: 'Gamma', note: null });
    await screen.findByRole('cell', { name: 'Gamma' });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(await screen.findByText('Module created.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(within(form()).getByLabelText('Name')).toHaveValue('');
  });

  it("keeps the form and the table as they were and shows the server's reasons on refusal", async () => {
    config.create.mockRejectedValueOnce(
      apiError(409, 'A module with this code already exists.', { name: 'Already taken.' }),
    );
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.type(within(form()).getByLabelText('Name'), 'Alpha');
    await user.click(within(form()).getByRole('button', { name: 'Create' }));
    expect(
      await within(form()).findByText('A module with this code already exists.'),
    ).toBeInTheDocument();
    expect(within(form()).getByLabelText('Name')).toHaveAccessibleDescription('Already taken.');
    expect(within(form()).getByLabelText('Name')).toHaveValue('Alpha');
    expect(tableNames()).toEqual(['Alpha', 'Beta']);
    expect(config.load).toHaveBeenCalledTimes(1);
  });

  it('edits a row: opens filled in edit mode and Update saves and closes', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Edit module Alpha' }));
    expect(form()).toHaveAccessibleName('Edit module');
    const note = within(form()).getByLabelText('Note');
    expect(note).toHaveValue('first');
    await user.clear(note);
    await user.click(within(form()).getByRole('button', { name: 'Update' }));
    expect(config.update).toHaveBeenCalledWith(1, { name: 'Alpha', note: null });
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
  });

  it('asks before Cancel; declining keeps what was typed, accepting closes and clears', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.type(within(form()).getByLabelText('Name'), 'Half done');
    await user.click(within(form()).getByRole('button', { name: 'Cancel' }));
    expect(await dialog()).toHaveTextContent(MESSAGES.confirmCancel);
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await noDialog();
    expect(within(form()).getByLabelText('Name')).toHaveValue('Half done');

    await user.click(within(form()).getByRole('button', { name: 'Cancel' }));
    await dialog();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(within(form()).getByLabelText('Name')).toHaveValue('');
    expect(config.create).not.toHaveBeenCalled();
  });

  it('asks before an open form is replaced by another row', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Edit module Alpha' }));
    await user.click(screen.getByRole('button', { name: 'Edit module Beta' }));
    expect(await dialog()).toHaveTextContent(MESSAGES.confirmCancel);
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(within(form()).getByLabelText('Name')).toHaveValue('Beta'));
  });
});

describe('CrudTab delete', () => {
  it('asks first and deletes on Delete', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Delete module Beta' }));
    expect(await dialog()).toHaveTextContent(confirmDeleteMessage('module'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(config.remove).toHaveBeenCalledWith(2, {});
    await waitFor(() => expect(tableNames()).toEqual(['Alpha']));
    expect(await screen.findByText('Module deleted.')).toBeInTheDocument();
    const status = screen.getByText('Module deleted.').closest('[role="status"]');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it("moves focus to the row that takes the deleted one's place, or to the search box", async () => {
    const user = await setup();
    const deleteAlpha = screen.getByRole('button', { name: 'Delete module Alpha' });
    deleteAlpha.focus();
    await user.keyboard('{Enter}');
    await dialog();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(tableNames()).toEqual(['Beta']));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit module Beta' })).toHaveFocus(),
    );
    screen.getByRole('button', { name: 'Delete module Beta' }).focus();
    await user.keyboard('{Enter}');
    await dialog();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveFocus());
  });

  it('keeps the row when the admin declines', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Delete module Beta' }));
    await dialog();
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    await noDialog();
    expect(config.remove).not.toHaveBeenCalled();
    expect(tableNames()).toEqual(['Alpha', 'Beta']);
  });

  it('offers to delete together with the feedback when the server reports some', async () => {
    config.remove.mockRejectedValueOnce(apiError(409, CONFLICT));
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Delete module Alpha' }));
    await dialog();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toHaveTextContent(forceDeleteQuestion('module', CONFLICT)),
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('This module has 3 feedback entries.');
    await user.click(screen.getByRole('button', { name: 'Delete with its feedback' }));
    expect(config.remove).toHaveBeenLastCalledWith(1, { force: true });
    await waitFor(() => expect(tableNames()).toEqual(['Beta']));
  });

  it('keeps the row and its feedback when the second confirmation is declined', async () => {
    config.remove.mockRejectedValueOnce(apiError(409, CONFLICT));
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Delete module Alpha' }));
    await dialog();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('button', { name: 'Delete with its feedback' });
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    await noDialog();
    expect(config.remove).toHaveBeenCalledTimes(1);
    expect(tableNames()).toEqual(['Alpha', 'Beta']);
  });

  it('names the row in the confirmation', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Delete module Beta' }));
    expect(await screen.findByRole('dialog', { name: 'Delete module Beta' })).toBeInTheDocument();
  });

  it("shows the server's reason when a delete is refused", async () => {
    config.remove.mockRejectedValueOnce(apiError(404, 'No such module.'));
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Delete module Alpha' }));
    await dialog();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No such module.')).toBeInTheDocument();
    expect(tableNames()).toEqual(['Alpha', 'Beta']);
  });

  it.each([401, 403])(
    'says in plain words that only staff can delete when the server answers %i',
    async (status) => {
      config.remove.mockRejectedValueOnce(apiError(status, 'You do not have permission.'));
      const user = await setup(false);
      await user.click(screen.getByRole('button', { name: 'Delete module Alpha' }));
      await dialog();
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText(staffOnlyDelete('module', 'Alpha'))).toBeInTheDocument();
      expect(screen.queryByText('You do not have permission.')).not.toBeInTheDocument();
      expect(tableNames()).toEqual(['Alpha', 'Beta']);
    },
  );
});

describe('CrudTab table', () => {
  it('filters rows by the search text', async () => {
    const user = await setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search Things' }), 'bet');
    await waitFor(() => expect(tableNames()).toEqual(['Beta']));
  });

  it('sorts by a column', async () => {
    const user = await setup();
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    await user.click(nameHeader);
    await user.click(nameHeader);
    expect(tableNames()).toEqual(['Beta', 'Alpha']);
  });

  it('pages through more than ten rows', async () => {
    rows.push(
      ...Array.from({ length: 11 }, (_, i) => ({ id: 10 + i, name: `Row ${i}`, note: null })),
    );
    const user = await setup();
    expect(tableNames()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(tableNames()).toHaveLength(3);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(tableNames()).toHaveLength(13);
  });

  it('shows only progress until the first rows arrive', async () => {
    let answer: (rows: Thing[]) => void = () => {};
    config.load.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderWithUi(<CrudTab config={config} canChange />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the things…');
    expect(screen.queryByText('No things yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    answer([...rows]);
    expect(await screen.findByRole('cell', { name: 'Alpha' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows only the failure when nothing could be loaded', async () => {
    config.load.mockRejectedValueOnce(apiError(500, 'boom'));
    renderWithUi(<CrudTab config={config} canChange />);
    expect(await screen.findByText(/Could not load the things/)).toBeInTheDocument();
    expect(screen.queryByText('No things yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says there are none yet once an empty list has loaded', async () => {
    config.load.mockResolvedValueOnce([]);
    renderWithUi(<CrudTab config={config} canChange />);
    expect(await screen.findByText('No things yet.')).toBeInTheDocument();
  });

  it('explains a failed load and offers a retry', async () => {
    config.load.mockRejectedValueOnce(apiError(403, 'You do not have permission.'));
    const user = renderWithUi(<CrudTab config={config} canChange />);
    expect(
      await screen.findByText(/Could not load the things\. You do not have permission\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Alpha' })).toBeInTheDocument();
  });
});

describe('CrudTab for non-staff', () => {
  it('disables Create and Edit, pointing at the notice that says why, but keeps Delete', async () => {
    await setup(false);
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create' })).toHaveAttribute(
      'aria-describedby',
      ACCESS_NOTICE_ID,
    );
    expect(screen.getByRole('button', { name: 'Edit module Alpha' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit module Alpha' })).toHaveAttribute(
      'aria-describedby',
      ACCESS_NOTICE_ID,
    );
    expect(screen.getByRole('button', { name: 'Delete module Alpha' })).toBeEnabled();
  });

  it('explains on the tab why rows of a kind are never created here', async () => {
    renderWithUi(
      <CrudTab
        config={{
          ...config,
          create: undefined,
          createDisabledReason: 'Things are made elsewhere.',
        }}
        canChange
      />,
    );
    await screen.findByRole('cell', { name: 'Alpha' });
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create' })).toHaveAccessibleDescription(
      'Things are made elsewhere.',
    );
  });
});

describe('CrudTab filters', () => {
  it('narrows the rows to the chosen value of each filter, and back to all', async () => {
    const filtered = {
      ...config,
      filters: [{ label: 'Note', valuesOf: (row: Thing) => (row.note ? [row.note] : []) }],
    };
    const user = renderWithUi(<CrudTab config={filtered} canChange />);
    await screen.findByRole('cell', { name: 'Alpha' });
    const note = screen.getByRole('combobox', { name: 'Note' });
    expect(
      within(note)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'first']);

    await user.selectOptions(note, 'first');
    expect(tableNames()).toEqual(['Alpha']);
    await user.selectOptions(note, 'All');
    expect(tableNames()).toEqual(['Alpha', 'Beta']);
  });

  it('keeps filters, sort and page in the address, and shows what the address holds', async () => {
    const filtered = {
      ...config,
      filters: [{ label: 'Note', valuesOf: (row: Thing) => (row.note ? [row.note] : []) }],
    };
    const user = renderWithUi(<CrudTab config={filtered} canChange />);
    await screen.findByRole('cell', { name: 'Alpha' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Note' }), 'first');
    expect(new URLSearchParams(window.location.search).get('note')).toBe('first');
    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    expect(new URLSearchParams(window.location.search).get('sort')).toBe('name');

    act(() => {
      window.history.back();
    });
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('sort')).toBeNull());
    expect(tableNames()).toEqual(['Alpha']);
    act(() => {
      window.history.back();
    });
    await waitFor(() => expect(tableNames()).toEqual(['Alpha', 'Beta']));
  });

  it('opens on the sort and page the address names', async () => {
    rows.push(
      ...Array.from({ length: 10 }, (_, index) => ({
        id: 10 + index,
        name: `Gamma ${String(index).padStart(2, '0')}`,
        note: null,
      })),
    );
    window.history.replaceState(null, '', '/admin?tab=modules&sort=name&order=desc&page=2');
    renderWithUi(<CrudTab config={config} canChange />);
    await waitFor(() => expect(tableNames()).toEqual(['Beta', 'Alpha']));
  });
});
