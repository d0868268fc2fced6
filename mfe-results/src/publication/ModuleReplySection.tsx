// "You said, we did": the reply of staff or a module leader to a module's year's feedback,
// with its author's role and when it was last written, below the results. Those allowed to
// write it (staff, the module's leaders) get a form to write or edit it on the page.
//
// It is shown below the anonymity threshold too, to everyone: it is staff's text, not
// students', so it gives nobody's answers away.
import {
  LoadFailure,
  MODULE_REPLY_HEADING,
  REPLY_AUTHOR_LABELS,
  formatDate,
  publicationApi,
  useServerData,
  type ModuleReply,
} from '@module-feedback/shared';
import { Button } from 'primereact/button';
import { useCallback, useState } from 'react';
import { ModuleReplyForm } from './ModuleReplyForm';

interface ModuleReplySectionProps {
  moduleCode: string;
  /** The academic year's value (2025 for 2025/26). */
  year: number;
  /** Staff or a leader of this module: offered the form (the server checks again). */
  canWrite: boolean;
}

const WHAT = 'the reply to this feedback';

export function ModuleReplySection({ moduleCode, year, canWrite }: ModuleReplySectionProps) {
  const loaded = useServerData(
    useCallback(() => publicationApi.moduleReply(moduleCode, year), [moduleCode, year]),
  );
  /** What was saved on this page, shown instead of the loaded reply. */
  const [saved, setSaved] = useState<ModuleReply | null>(null);
  const [editing, setEditing] = useState(false);
  const reply = saved ?? (loaded.status === 'ready' ? loaded.data.reply : null);

  if (loaded.status === 'loading') return null;
  if (loaded.status === 'failed') {
    return <LoadFailure what={WHAT} reason={loaded.reason} onRetry={loaded.retry} />;
  }
  // Nothing to read and nothing to write: no empty heading.
  if (!reply && !canWrite) return null;
  return (
    <section className="mr-reply" aria-labelledby="module-reply-title">
      <h3 id="module-reply-title" className="mr-reply__title">
        {MODULE_REPLY_HEADING}
      </h3>
      {reply && !editing && (
        <>
          <p className="mr-reply__meta mr-secondary">
            {REPLY_AUTHOR_LABELS[reply.authorRole]} ·{' '}
            <time dateTime={reply.updatedAt}>{formatDate(reply.updatedAt)}</time>
          </p>
          <p className="mr-reply__text">{reply.text}</p>
        </>
      )}
      {!reply && !editing && <p className="mr-secondary">No reply yet.</p>}
      {canWrite &&
        (editing ? (
          <ModuleReplyForm
            moduleCode={moduleCode}
            year={year}
            initialText={reply?.text ?? ''}
            onSaved={(written) => {
              setSaved(written);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <Button
            type="button"
            label={reply ? 'Edit the reply' : 'Write a reply'}
            icon="pi pi-pencil"
            outlined
            size="small"
            onClick={() => setEditing(true)}
          />
        ))}
    </section>
  );
}
