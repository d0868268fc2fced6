// The form once its modules, years and the student's own entries are loaded (editing one of
// them when the address names it); a way to retry when they are not. New feedback is for the
// years open for it; when none is, or the entry cannot change, the page says why.
import { Message } from 'primereact/message';
import {
  AppLink,
  LoadFailure,
  Loading,
  MY_FEEDBACK_PATH,
  OWN_FEEDBACK_MESSAGES,
  openAcademicYears,
  ownFeedbackApi,
  ownFeedbackLock,
  SURVEY_WINDOW_TEXTS,
  useServerData,
  academicYearApi,
  moduleApi,
} from '@module-feedback/shared';
import { FeedbackForm } from './FeedbackForm';

export const NOT_EDITABLE = 'This feedback cannot be edited: it is not yours, or was withdrawn.';

interface FeedbackPageProps {
  studentId: number | null;
  username: string;
  /** The id of the student's own entry to edit; null for new feedback. */
  editId: number | null;
}

/**
 * What the form offers, loaded together: the modules, the academic years, and the student's
 * own entries (to say at once when a module and year are already rated, and to edit one).
 */
async function loadOptions() {
  const [modules, years, ownEntries] = await Promise.all([
    moduleApi.list(),
    academicYearApi.list(),
    ownFeedbackApi.list(),
  ]);
  return { modules, years, ownEntries };
}

export function FeedbackPage({ studentId, username, editId }: FeedbackPageProps) {
  const options = useServerData(loadOptions);
  if (options.status === 'loading') return <Loading what="modules" />;
  if (options.status === 'failed') {
    return <LoadFailure what="the modules" reason={options.reason} onRetry={options.retry} />;
  }
  const { modules, years, ownEntries } = options.data;
  const editing = editId === null ? undefined : ownEntries.find((entry) => entry.id === editId);
  const openYears = openAcademicYears(years);
  const cannot =
    editId !== null
      ? editing
        ? ownFeedbackLock(editing)
        : NOT_EDITABLE
      : openYears.length === 0
        ? SURVEY_WINDOW_TEXTS.noneOpen
        : null;
  if (cannot !== null) {
    return (
      <div className="mf-status">
        <Message severity="warn" text={cannot} />
        <AppLink to={MY_FEEDBACK_PATH} className="p-button p-component mf-link-button">
          {OWN_FEEDBACK_MESSAGES.myFeedback}
        </AppLink>
      </div>
    );
  }
  return (
    <FeedbackForm
      // A new form for each entry edited: its fields start from that entry.
      key={editing?.id ?? 'new'}
      modules={modules}
      // Feedback is given for the years open for it: the latest of them by default.
      years={openYears}
      studentId={studentId}
      username={username}
      ownEntries={ownEntries}
      editing={editing}
    />
  );
}
