// The form once its modules and years are loaded; a way to retry when they are not.
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { FeedbackForm } from './FeedbackForm';
import { useFeedbackOptions } from './useFeedbackOptions';

interface FeedbackPageProps {
  studentId: number | null;
  username: string;
}

export function FeedbackPage({ studentId, username }: FeedbackPageProps) {
  const { options, retry } = useFeedbackOptions();
  if (options.status === 'loading') {
    return (
      <div className="mf-status" role="status">
        <ProgressSpinner style={{ width: '2rem', height: '2rem' }} strokeWidth="4" />
        <span>Loading modules…</span>
      </div>
    );
  }
  if (options.status === 'failed') {
    return (
      <div className="mf-status">
        <Message severity="error" text={`The modules could not be loaded. ${options.message}`} />
        <Button type="button" label="Try again" icon="pi pi-refresh" onClick={retry} />
      </div>
    );
  }
  return (
    <FeedbackForm
      modules={options.modules}
      years={options.years}
      studentId={studentId}
      username={username}
    />
  );
}
