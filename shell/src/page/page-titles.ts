// What each page is called in the document title.
import {
  ACCOUNT_MESSAGES,
  AUTH_PAGES,
  MY_FEEDBACK_PATH,
  OWN_FEEDBACK_MESSAGES,
  UI_LABELS,
} from '@module-feedback/shared/shell-pages';
import type { RemoteName } from '@module-feedback/federation/contract';

export const HOME_TITLE = 'Home';
export const NOT_FOUND_TITLE = 'Page not found';
export const ERROR_TITLE = 'Error';

export const SECTION_TITLES: Record<RemoteName, string> = {
  mfe_results: 'Results',
  mfe_feedback: UI_LABELS.writeFeedback,
  mfe_admin: UI_LABELS.adminDashboard,
  mfe_auth: UI_LABELS.signInUp,
};

/** Pages within a section that name themselves apart from it, by path. */
export const SUB_PAGE_TITLES: Record<string, string> = {
  [MY_FEEDBACK_PATH]: OWN_FEEDBACK_MESSAGES.myFeedback,
  [AUTH_PAGES.forgotPassword]: ACCOUNT_MESSAGES.forgotPasswordTitle,
  [AUTH_PAGES.resetPassword]: ACCOUNT_MESSAGES.newPasswordTitle,
  [AUTH_PAGES.verifyEmail]: ACCOUNT_MESSAGES.verifyPageTitle,
};

/** The feedback form editing one of the student's entries (`/feedback?edit=12`). */
export const EDIT_FEEDBACK_TITLE = 'Edit your feedback';

/** The title of a page that names itself apart from its section, if the address is one. */
export function subPageTitle({ pathname, search }: { pathname: string; search: string }) {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/feedback' && new URLSearchParams(search).has('edit')) return EDIT_FEEDBACK_TITLE;
  return SUB_PAGE_TITLES[path];
}

/** Routes carry their page's title in their handle. */
export interface PageHandle {
  title: string;
}
