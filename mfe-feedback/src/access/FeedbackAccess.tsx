// Only signed-in students whose email address is confirmed write feedback (staff and visitors never do).
// Everyone else reaching /feedback learns why and gets a way on, instead of a form the server would refuse.
import type { ReactNode } from 'react';
import {
  AppLink,
  CheckingSignIn,
  UI_LABELS,
  isEmailConfirmed,
  useSession,
  type CurrentUser,
} from '@module-feedback/shared';
import { VerifyEmailNotice } from './VerifyEmailNotice';

export const VISITOR_EXPLANATION =
  'Only signed-in students can leave feedback. Sign in or create an account, then come back here.';
export const STAFF_EXPLANATION =
  'Feedback is written by students, so staff accounts cannot submit it. You can manage modules, academic years and feedback in the Admin Dashboard.';

/** The ways on are links drawn as buttons. */
function WayOn({ to, children }: { to: string; children: ReactNode }) {
  return (
    <AppLink to={to} className="p-button p-component mf-link-button">
      {children}
    </AppLink>
  );
}

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
  const { loading, user, tokens } = useSession();
  if (loading) {
    return <CheckingSignIn />;
  }
  if (!user) {
    return (
      <Explanation title="Sign in to leave feedback" text={VISITOR_EXPLANATION}>
        <WayOn to="/auth">{UI_LABELS.signInUp}</WayOn>
        <WayOn to="/results">{UI_LABELS.viewModuleFeedback}</WayOn>
      </Explanation>
    );
  }
  if (user.is_staff) {
    return (
      <Explanation title="Staff accounts do not write feedback" text={STAFF_EXPLANATION}>
        <WayOn to="/admin">{UI_LABELS.adminDashboard}</WayOn>
        <WayOn to="/results">{UI_LABELS.viewModuleFeedback}</WayOn>
      </Explanation>
    );
  }
  if (!isEmailConfirmed(tokens)) return <VerifyEmailNotice />;
  return <>{children(user)}</>;
}
