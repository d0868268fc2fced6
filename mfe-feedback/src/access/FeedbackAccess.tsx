// Only signed-in students write feedback (staff and visitors never do). Everyone else reaching /feedback learns
// why and gets a way on, instead of a form the server would refuse.
import { ProgressSpinner } from 'primereact/progressspinner';
import type { ReactNode } from 'react';
import { UI_LABELS, useSession, type CurrentUser } from '@module-feedback/shared';
import { AppLink } from './AppLink';

export const VISITOR_EXPLANATION =
  'Only signed-in students can leave feedback. Sign in or create an account, then come back here.';
export const STAFF_EXPLANATION =
  'Feedback is written by students, so staff accounts cannot submit it. You can manage modules, academic years and feedback in the Admin Dashboard.';

function Explanation({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <div className="mf-explanation">
      <h2>{title}</h2>
      <p>{text}</p>
      <div className="mf-actions">{children}</div>
    </div>
  );
}

export function FeedbackAccess({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { loading, user } = useSession();
  if (loading) {
    return (
      <div className="mf-status" role="status">
        <ProgressSpinner style={{ width: '2rem', height: '2rem' }} strokeWidth="4" />
        <span>Checking your sign-in…</span>
      </div>
    );
  }
  if (!user) {
    return (
      <Explanation title="Sign in to leave feedback" text={VISITOR_EXPLANATION}>
        <AppLink to="/auth">{UI_LABELS.signInUp}</AppLink>
        <AppLink to="/results">{UI_LABELS.viewModuleFeedback}</AppLink>
      </Explanation>
    );
  }
  if (user.is_staff) {
    return (
      <Explanation title="Staff accounts do not write feedback" text={STAFF_EXPLANATION}>
        <AppLink to="/admin">{UI_LABELS.adminDashboard}</AppLink>
        <AppLink to="/results">{UI_LABELS.viewModuleFeedback}</AppLink>
      </Explanation>
    );
  }
  return <>{children(user)}</>;
}
