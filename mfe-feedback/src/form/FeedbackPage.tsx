// The form once its modules and years are loaded; a way to retry when they are not.
import { api, LoadFailure, Loading, useServerData } from '@module-feedback/shared';
import { FeedbackForm } from './FeedbackForm';

interface FeedbackPageProps {
  studentId: number | null;
  username: string;
}

/** What the form offers: the modules and the academic years, loaded together. */
const loadOptions = () => Promise.all([api.modules(), api.academicYears()]);

export function FeedbackPage({ studentId, username }: FeedbackPageProps) {
  const options = useServerData(loadOptions);
  if (options.status === 'loading') return <Loading what="modules" />;
  if (options.status === 'failed') {
    return <LoadFailure what="the modules" reason={options.reason} onRetry={options.retry} />;
  }
  const [modules, years] = options.data;
  return <FeedbackForm modules={modules} years={years} studentId={studentId} username={username} />;
}
