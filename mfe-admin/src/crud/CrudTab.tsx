// One admin tab: a sortable, paginated, searchable (and optionally filtered) table of rows with Edit and Delete per
// row, a Create button, and the inline form (hidden until Create or Edit, then in add or edit mode).
import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useEffect, useRef, useState } from 'react';
import {
  LoadFailure,
  Loading,
  MESSAGES,
  ResponsiveTable,
  describeApiError,
  navigateTo,
  useAppLocation,
  useServerData,
  type TableColumn,
} from '@module-feedback/shared';
import { ACCESS_NOTICE_ID } from '../access/AccessNotice';
import { tableAddressOf, withTableAddress, type TableAddress } from '../address/admin-address';
import { useAdminUi } from './AdminUi';
import { EntityForm, type FormProblem } from './EntityForm';
import type { EntityConfig, RowAction, RowDialog, SubmittedValues } from './entity-config';
import { RowActionButton } from './RowActionButton';
import { useDeleteRow } from './use-delete-row';
import { applyFilters, RowFilters, type ChosenFilters } from './RowFilters';

type FormState<Row> = { mode: 'hidden' } | { mode: 'add' } | { mode: 'edit'; row: Row };

interface CrudTabProps<Row extends { id: number }> {
  config: EntityConfig<Row>;
  /** Staff may create and edit; everyone else sees those controls disabled (delete stays). */
  canChange: boolean;
}

export const STAFF_ONLY_CHANGES = 'Only staff can create and edit.';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function CrudTab<Row extends { id: number }>({ config, canChange }: CrudTabProps<Row>) {
  const { confirm, announce } = useAdminUi();
  const loaded = useServerData(config.load);
  const rows = loaded.status === 'ready' ? loaded.data : (loaded.previous ?? []);
  const reload = loaded.retry;
  const deleteRow = useDeleteRow(config);
  const [form, setForm] = useState<FormState<Row>>({ mode: 'hidden' });
  const [search, setSearch] = useState('');
  const filters = config.filters ?? [];
  // Filters, sort and page live in the address (reload, Back and Forward keep them); the
  // search is typed letter by letter and stays on the page.
  const location = useAppLocation();
  const filterLabels = filters.map((filter) => filter.label);
  const table = tableAddressOf(location, filterLabels);
  const chosen = table.filters;
  const show = (next: Partial<TableAddress>) =>
    navigateTo(withTableAddress(location, filterLabels, { ...table, ...next }));
  // Another choice of rows starts again at their first page.
  const setChosen = (next: ChosenFilters) =>
    show({ filters: next, page: { ...table.page, first: 0 } });
  const shownRows = applyFilters(rows, filters, chosen);
  const narrowed = search !== '' || Object.values(chosen).some(Boolean);
  const [actionError, setActionError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ action: RowDialog<Row>; row: Row } | null>(null);
  const tableBox = useRef<HTMLDivElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  // Where focus goes once the rows are reloaded after a delete: the focused Delete button is
  // gone, so the row now at its place (or the last one), else the search box. Kept with the
  // rows it was taken from, so only the reloaded rows move it.
  const focusAfterReload = useRef<{ index: number; staleRows: Row[] } | null>(null);

  useEffect(() => {
    const pending = focusAfterReload.current;
    if (!pending || loaded.status !== 'ready' || loaded.data === pending.staleRows) return;
    focusAfterReload.current = null;
    const rowsShown = [...(tableBox.current?.querySelectorAll('tbody > tr') ?? [])].filter(
      (tr) => !tr.classList.contains('p-datatable-emptymessage'),
    );
    const row = rowsShown[Math.min(pending.index, rowsShown.length - 1)];
    const target = row?.querySelector<HTMLElement>('button:not([disabled])') ?? searchBox.current;
    target?.focus();
  }, [loaded]);

  /** The position among the shown rows of the row holding the focus (its button). */
  function focusedRowIndex(): number {
    const rowsShown = [...(tableBox.current?.querySelectorAll('tbody > tr') ?? [])];
    return Math.max(
      0,
      rowsShown.findIndex((tr) => tr.contains(document.activeElement)),
    );
  }

  const confirmDiscard = () =>
    confirm({
      header: 'Cancel',
      message: MESSAGES.confirmCancel,
      acceptLabel: 'Discard changes',
      rejectLabel: 'Keep editing',
    });

  /** Opens the form; an open form is only replaced once the admin agrees to lose its changes. */
  async function openForm(next: FormState<Row>) {
    if (form.mode === 'add' && next.mode === 'add') return;
    if (form.mode !== 'hidden' && !(await confirmDiscard())) return;
    setActionError(null);
    setForm(next);
  }

  async function cancelForm() {
    if (await confirmDiscard()) setForm({ mode: 'hidden' });
  }

  async function save(values: SubmittedValues): Promise<FormProblem | null> {
    try {
      if (form.mode === 'edit' && config.update) await config.update(form.row.id, values);
      else if (form.mode === 'add' && config.create) await config.create(values);
    } catch (error) {
      const refusal = describeApiError(error);
      return { message: refusal.message, fields: refusal.fields };
    }
    announce(`${capitalise(config.noun)} ${form.mode === 'edit' ? 'updated' : 'created'}.`);
    setForm({ mode: 'hidden' });
    reload();
    return null;
  }

  async function act(action: RowAction<Row>, row: Row) {
    setActionError(null);
    const question = action.confirm?.(row);
    if (
      question &&
      !(await confirm({
        header: `${action.label}: ${config.noun} ${config.describe(row)}`,
        message: question.message,
        acceptLabel: question.acceptLabel,
        rejectLabel: 'Cancel',
      }))
    ) {
      return;
    }
    try {
      await action.run(row);
    } catch (error) {
      setActionError(describeApiError(error).message);
      return;
    }
    announce(action.done(row));
    reload();
  }

  async function remove(row: Row) {
    setActionError(null);
    const index = focusedRowIndex();
    const outcome = await deleteRow(row);
    if (outcome.kind === 'failed') setActionError(outcome.message);
    if (outcome.kind !== 'deleted') return;
    announce(`${capitalise(config.noun)} deleted.`);
    focusAfterReload.current = { index, staleRows: rows };
    if (form.mode === 'edit' && form.row.id === row.id) setForm({ mode: 'hidden' });
    reload();
  }

  // Why Create or Edit is off: this kind of row is never created or edited here (a note on
  // the tab says so), or the person is not staff (the notice above the tabs says so).
  const noteId = `ma-note-${config.entity}`;
  const note = !config.create
    ? config.createDisabledReason
    : !config.update && config.editDisabledReason;
  const reasonFor = (supported: boolean, reason: string | undefined) =>
    !supported
      ? { tooltip: reason, describedBy: note ? noteId : undefined }
      : !canChange
        ? { tooltip: STAFF_ONLY_CHANGES, describedBy: ACCESS_NOTICE_ID }
        : null;
  const createOff = reasonFor(Boolean(config.create), config.createDisabledReason);
  const editOff = reasonFor(Boolean(config.update), config.editDisabledReason);

  const actions = (row: Row) => (
    <div className="ma-row-actions">
      {canChange &&
        (config.rowActions ?? [])
          .filter((action) => action.appliesTo(row))
          .map((action) => (
            <RowActionButton
              key={action.label}
              action={action}
              rowName={`${config.noun} ${config.describe(row)}`}
              onClick={() => void act(action, row)}
            />
          ))}
      {canChange &&
        (config.rowDialogs ?? [])
          .filter((action) => action.appliesTo(row))
          .map((action) => (
            <RowActionButton
              key={action.label}
              action={action}
              rowName={`${config.noun} ${config.describe(row)}`}
              opensDialog
              onClick={() => setDialog({ action, row })}
            />
          ))}
      <Button
        type="button"
        icon="pi pi-pencil"
        label="Edit"
        size="small"
        outlined
        disabled={editOff !== null}
        tooltip={editOff?.tooltip}
        tooltipOptions={{ showOnDisabled: true, position: 'left' }}
        aria-label={`Edit ${config.noun} ${config.describe(row)}`}
        aria-describedby={editOff?.describedBy}
        onClick={() => void openForm({ mode: 'edit', row })}
      />
      <Button
        type="button"
        icon="pi pi-trash"
        label="Delete"
        size="small"
        severity="danger"
        outlined
        aria-label={`Delete ${config.noun} ${config.describe(row)}`}
        onClick={() => void remove(row)}
      />
    </div>
  );

  const columns: TableColumn<Row>[] = [...config.columns, { header: 'Actions', body: actions }];

  const header = (
    <div className="ma-table-header">
      <IconField iconPosition="left">
        <InputIcon className="pi pi-search" />
        <InputText
          ref={searchBox}
          type="search"
          value={search}
          placeholder="Search"
          aria-label={`Search ${config.title}`}
          onChange={(event) => setSearch(event.target.value)}
        />
      </IconField>
      {filters.length > 0 && (
        <RowFilters rows={rows} filters={filters} chosen={chosen} onChange={setChosen} />
      )}
      <Button
        type="button"
        icon="pi pi-plus"
        label="Create"
        disabled={createOff !== null}
        tooltip={createOff?.tooltip}
        tooltipOptions={{ showOnDisabled: true, position: 'left' }}
        aria-describedby={createOff?.describedBy}
        onClick={() => void openForm({ mode: 'add' })}
      />
    </div>
  );

  // One state at a time: progress until the first rows arrive, the failure when none could
  // be loaded, else the table (a failed reload keeps the rows already shown).
  const nothingShown = rows.length === 0;
  const what = `the ${config.title.toLowerCase()}`;
  const loadFailure = loaded.status === 'failed' && (
    <div className="ma-tab__problem">
      <LoadFailure what={what} reason={loaded.reason} onRetry={reload} />
    </div>
  );

  return (
    <div className="ma-tab">
      {note && (
        <p id={noteId} className="p-text-secondary ma-tab__note">
          {note}
        </p>
      )}
      {loadFailure}
      {actionError && <Message severity="error" className="ma-tab__problem" text={actionError} />}
      {dialog &&
        dialog.action.render(dialog.row, (done) => {
          setDialog(null);
          if (done) announce(done);
        })}
      {form.mode !== 'hidden' && (
        <EntityForm
          key={form.mode === 'edit' ? `edit-${form.row.id}` : 'add'}
          mode={form.mode}
          noun={config.noun}
          fields={config.fields}
          initialValues={form.mode === 'edit' ? (config.toFormValues?.(form.row) ?? {}) : {}}
          onSave={save}
          onCancel={() => void cancelForm()}
        />
      )}
      {nothingShown && loaded.status === 'loading' ? (
        <Loading what={what} />
      ) : nothingShown && loaded.status === 'failed' ? null : (
        <div ref={tableBox}>
          <ResponsiveTable
            rows={shownRows}
            dataKey="id"
            label={config.title}
            columns={columns}
            header={header}
            loading={loaded.status === 'loading'}
            search={search}
            sort={table.sort}
            onSortChange={(sort) => show({ sort })}
            paginated
            page={table.page}
            onPageChange={(page) => show({ page })}
            emptyMessage={
              narrowed ? 'Nothing matches your search.' : `No ${config.title.toLowerCase()} yet.`
            }
          />
        </div>
      )}
    </div>
  );
}
