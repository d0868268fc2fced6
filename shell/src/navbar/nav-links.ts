// Which section links the navbar shows to whom: results always; the feedback form to signed-in
// non-staff; the admin dashboard to staff; sign in / sign up only when signed out.
import { UI_LABELS } from '@module-feedback/shared/shell-pages';
import type { SessionState } from '@module-feedback/shared';

export interface NavLink {
  to: string;
  label: string;
}

const RESULTS: NavLink = { to: '/results', label: 'Results' };
const WRITE_FEEDBACK = '/feedback';

/**
 * Whether a link is the page on screen: a section's link on all its pages, except that
 * "Write a Feedback" is only the empty form — not My feedback (the greeting leads there)
 * nor the form editing an entry (`/feedback?edit=12`).
 */
export function isCurrentPage(
  to: string,
  { pathname, search }: { pathname: string; search: string },
) {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (to === WRITE_FEEDBACK) return path === to && !new URLSearchParams(search).has('edit');
  return path === to || path.startsWith(`${to}/`);
}

export function navLinks({ loading, user }: Pick<SessionState, 'loading' | 'user'>): NavLink[] {
  // Until the startup refresh settles, show only what everyone sees: no sign-in flicker.
  if (loading) return [RESULTS];
  if (!user) return [RESULTS, { to: '/auth', label: UI_LABELS.signInUp }];
  if (user.is_staff) return [RESULTS, { to: '/admin', label: UI_LABELS.adminDashboard }];
  return [RESULTS, { to: WRITE_FEEDBACK, label: UI_LABELS.writeFeedback }];
}
