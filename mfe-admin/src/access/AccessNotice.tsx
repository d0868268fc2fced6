// Non-staff see the dashboard with create and edit disabled (delete stays visible). This says why, and
// that the server refuses their changes anyway.
import { Message } from 'primereact/message';
import { AppLink, UI_LABELS, type CurrentUser } from '@module-feedback/shared';

export const STUDENT_NOTICE =
  'You are signed in as a student. Only staff can change this data, so Create and Edit are disabled; the server refuses any other change, including Delete.';
export const VISITOR_NOTICE =
  'You are not signed in. Only staff can view all of this data and change it, so Create and Edit are disabled and the server refuses any other change.';

/** The disabled Create and Edit buttons point here for why they are off. */
export const ACCESS_NOTICE_ID = 'ma-access-notice';

export function AccessNotice({ user }: { user: CurrentUser | null }) {
  return (
    <Message
      id={ACCESS_NOTICE_ID}
      severity="info"
      className="ma-notice"
      content={
        <div>
          {user ? STUDENT_NOTICE : VISITOR_NOTICE}{' '}
          {!user && <AppLink to="/auth">{UI_LABELS.signInUp}</AppLink>}
        </div>
      }
    />
  );
}
