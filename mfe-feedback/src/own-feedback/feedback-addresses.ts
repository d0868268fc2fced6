// The feedback section's pages: the form (`/feedback`), the form editing one of the
// student's entries (`/feedback?edit=<id>`) and the student's own list (`/feedback/mine`).
import { MY_FEEDBACK_PATH } from '@module-feedback/shared';

export const FORM_PATH = '/feedback';

export const editAddress = (id: number) => `${FORM_PATH}?edit=${id}`;

export type FeedbackPageAddress = { page: 'mine' } | { page: 'form'; editId: number | null };

/** Which page an address shows; an edit id that is no id shows the plain form. */
export function feedbackPageAt(location: URL): FeedbackPageAddress {
  if (location.pathname.replace(/\/+$/, '') === MY_FEEDBACK_PATH) return { page: 'mine' };
  const edit = location.searchParams.get('edit');
  const editId = edit !== null && /^\d{1,10}$/.test(edit) ? Number(edit) : null;
  return { page: 'form', editId };
}
