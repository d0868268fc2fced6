// The Moderation tab: reported and hidden entries, most recent first, with dismiss, and hide
// and unhide of the whole entry or of one text; below them, the record of every staff action.
import { Message } from 'primereact/message';
import { useEffect, useRef, useState } from 'react';
import {
  describeApiError,
  formatDateTime,
  LoadFailure,
  Loading,
  moderationApi,
  ResponsiveTable,
  useServerData,
  type TableColumn,
  type ModerationAction,
  type ModerationQueueEntry,
} from '@module-feedback/shared';
import { useAdminUi } from '../crud/AdminUi';
import { loadActions, loadQueue } from './moderation-data';
import { actionDone, actionRecorded, type StaffAction } from './moderation-words';
import { QueueEntry } from './QueueEntry';

const RECORD_COLUMNS: TableColumn<ModerationAction>[] = [
  { field: 'createdAt', header: 'When', body: (action) => formatDateTime(action.createdAt) },
  { field: 'actor', header: 'Who' },
  {
    field: 'action',
    header: 'What',
    body: (action) => actionRecorded({ action: action.action, aspect: action.aspect ?? undefined }),
  },
  { field: 'feedbackId', header: 'Entry' },
];

/** The call that does a staff action. */
function request({ action, aspect }: StaffAction, id: number) {
  if (action === 'dismiss' || !aspect) return moderationApi[action](id);
  return action === 'hide'
    ? moderationApi.hideText(id, aspect)
    : moderationApi.unhideText(id, aspect);
}

export function ModerationTab() {
  const queue = useServerData(loadQueue);
  const actions = useServerData(loadActions);
  // A reload keeps showing what was there until the new answer comes.
  const queueRows = queue.status === 'ready' ? queue.data : (queue.previous ?? []);
  const actionRows = actions.status === 'ready' ? actions.data : (actions.previous ?? []);
  const { announce } = useAdminUi();
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const queueHeading = useRef<HTMLHeadingElement>(null);
  // After an action the buttons were disabled (and may be replaced), so the focus is put on
  // the entry's heading once the queue is reloaded, or on the queue's when the entry left it.
  const focusAfterReload = useRef<{ entryId: number; staleQueue: unknown } | null>(null);

  useEffect(() => {
    const pending = focusAfterReload.current;
    if (!pending || queue.status !== 'ready' || queue.data === pending.staleQueue) return;
    focusAfterReload.current = null;
    const entryHeading = document.getElementById(`ma-queue-entry-${pending.entryId}`);
    (entryHeading ?? queueHeading.current)?.focus();
  }, [queue]);

  async function act(staffAction: StaffAction, entry: ModerationQueueEntry) {
    setBusy(true);
    setActionError(null);
    focusAfterReload.current = {
      entryId: entry.feedback.id,
      staleQueue: queue.status === 'ready' ? queue.data : null,
    };
    try {
      await request(staffAction, entry.feedback.id);
      announce(actionDone(staffAction));
    } catch (error) {
      setActionError(describeApiError(error).message);
    } finally {
      setBusy(false);
      queue.retry();
      actions.retry();
    }
  }

  const failed = queue.status === 'failed' ? queue : actions.status === 'failed' ? actions : null;
  return (
    <div className="ma-tab ma-moderation">
      {failed && (
        <LoadFailure
          what="the moderation queue"
          reason={failed.reason}
          onRetry={() => {
            queue.retry();
            actions.retry();
          }}
        />
      )}
      {actionError && <Message severity="error" className="ma-tab__problem" text={actionError} />}
      <h2 ref={queueHeading} tabIndex={-1}>
        Reported and hidden entries
      </h2>
      {queue.status === 'loading' && queueRows.length === 0 ? (
        <Loading what="the queue" />
      ) : queueRows.length === 0 ? (
        <p>Nothing is reported or hidden.</p>
      ) : (
        <div className="ma-queue">
          {queueRows.map((entry) => (
            <QueueEntry key={entry.feedback.id} entry={entry} busy={busy} onAction={act} />
          ))}
        </div>
      )}
      <h2>Moderation record</h2>
      <ResponsiveTable
        rows={actionRows}
        dataKey="id"
        label="Moderation record"
        columns={RECORD_COLUMNS}
        loading={actions.status === 'loading'}
        paginated
        emptyMessage="No moderation actions yet."
      />
    </div>
  );
}
