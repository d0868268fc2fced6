// The Moderation tab: reported and hidden entries, most recent first, with dismiss, hide and
// unhide; below them, the record of every staff action.
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { useState } from 'react';
import {
  describeApiError,
  moderationApi,
  type ModerationAction,
  type ModerationActionKind,
  type ModerationQueueEntry,
} from '@module-feedback/shared';
import { useAdminUi } from '../crud/AdminUi';
import { useRows } from '../crud/useRows';
import { loadActions, loadQueue } from './moderation-data';
import { QueueEntry } from './QueueEntry';

const DONE: Record<ModerationActionKind, string> = {
  hide: 'Entry hidden.',
  unhide: 'Entry shown again.',
  dismiss: 'Reports dismissed.',
};
const ACTION_NAMES: Record<ModerationActionKind, string> = {
  hide: 'Hid',
  unhide: 'Unhid',
  dismiss: 'Dismissed reports',
};

export function ModerationTab() {
  const queue = useRows(loadQueue);
  const actions = useRows(loadActions);
  const { announce } = useAdminUi();
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  async function act(action: ModerationActionKind, entry: ModerationQueueEntry) {
    setBusy(true);
    setActionError(null);
    try {
      await moderationApi[action](entry.feedback.id);
      announce(DONE[action]);
    } catch (error) {
      setActionError(describeApiError(error).message);
    } finally {
      setBusy(false);
      queue.reload();
      actions.reload();
    }
  }

  const problem = queue.loadError ?? actions.loadError;
  return (
    <div className="ma-tab ma-moderation">
      {problem && (
        <div className="ma-tab__problem">
          <Message severity="error" text={`The moderation queue could not be loaded. ${problem}`} />
          <Button
            type="button"
            label="Try again"
            icon="pi pi-refresh"
            text
            onClick={() => {
              queue.reload();
              actions.reload();
            }}
          />
        </div>
      )}
      {actionError && <Message severity="error" className="ma-tab__problem" text={actionError} />}
      <h2>Reported and hidden entries</h2>
      {queue.loading && queue.rows.length === 0 ? (
        <p role="status">Loading the queue…</p>
      ) : queue.rows.length === 0 ? (
        <p>Nothing is reported or hidden.</p>
      ) : (
        <div className="ma-queue">
          {queue.rows.map((entry) => (
            <QueueEntry key={entry.feedback.id} entry={entry} busy={busy} onAction={act} />
          ))}
        </div>
      )}
      <h2>Moderation record</h2>
      <DataTable
        value={actions.rows}
        dataKey="id"
        loading={actions.loading}
        paginator
        rows={10}
        alwaysShowPaginator={false}
        size="small"
        stripedRows
        emptyMessage="No moderation actions yet."
        aria-label="Moderation record"
      >
        <Column
          header="When"
          body={(action: ModerationAction) => new Date(action.createdAt).toLocaleString()}
        />
        <Column field="actor" header="Who" />
        <Column header="What" body={(action: ModerationAction) => ACTION_NAMES[action.action]} />
        <Column field="feedbackId" header="Entry" />
      </DataTable>
    </div>
  );
}
