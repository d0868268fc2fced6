// The form once its modules, years and the student's own entries are loaded (editing one of
// them when the address names it); a way to retry when they are not.
import { Message } from 'primereact/message';
import { MY_FEEDBACK_PATH, OWN_FEEDBACK_MESSAGES } from '@module-feedback/shared';
import { AppLink } from '../access/AppLink';
import { LoadFailure, LoadPending } from '../loading/LoadStates';
import { FeedbackForm } from './FeedbackForm';
import { useFeedbackOptions } from './useFeedbackOptions';

export const NOT_EDITABLE =
  'This feedback cannot be edited: it is not yours, was withdrawn, or is for an earlier academic year.';

interface FeedbackPageProps {
  studentId: number | null;
  username: string;
  /** The id of the student's own entry to edit; null for new feedback. */
  editId: number | null;
}

export function FeedbackPage({ studentId, username, editId }: FeedbackPageProps) {
  const { options, retry } = useFeedbackOptions();
  if (options.status === 'loading') return <LoadPending label="Loading modules…" />;
  if (options.status === 'failed') {
    return (
      <LoadFailure text={`The modules could not be loaded. ${options.message}`} onRetry={retry} />
    );
  }
  const { modules, years, ownEntries } = options.data;
  const editing = editId === null ? undefined : ownEntries.find((entry) => entry.id === editId);
  if (editId !== null && !editing?.editable) {
    return (
      <div className="mf-status">
        <Message severity="warn" text={NOT_EDITABLE} />
        <AppLink to={MY_FEEDBACK_PATH}>{OWN_FEEDBACK_MESSAGES.myFeedback}</AppLink>
      </div>
    );
  }
  return (
    <FeedbackForm
      // A new form for each entry edited: its fields start from that entry.
      key={editing?.id ?? 'new'}
      modules={modules}
      years={years}
      studentId={studentId}
      username={username}
      ownEntries={ownEntries}
      editing={editing}
    />
  );
}
