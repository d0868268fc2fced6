// How the Moderation tab names aspects' texts, staff actions and what they did, in the queue, the
// announcements and the record.
import { ASPECT_LABELS, type Aspect, type ModerationActionKind } from '@module-feedback/shared';

/** One aspect's text, in a sentence: "material text". */
export const textName = (aspect: Aspect) => `${ASPECT_LABELS[aspect].toLowerCase()} text`;

/** What staff may do to a whole entry or, with an aspect, to one of its texts. */
export interface StaffAction {
  action: ModerationActionKind;
  /** The text acted on; absent for the whole entry. */
  aspect?: Aspect;
}

/** The announcement once an action is done. */
export function actionDone({ action, aspect }: StaffAction): string {
  if (action === 'dismiss') return 'Reports dismissed.';
  if (aspect) return action === 'hide' ? 'Text hidden.' : 'Text shown again.';
  return action === 'hide' ? 'Entry hidden.' : 'Entry shown again.';
}

/** The record's "What" of an action. */
export function actionRecorded({ action, aspect }: StaffAction): string {
  if (action === 'dismiss') return 'Dismissed reports';
  const verb = action === 'hide' ? 'Hid' : 'Unhid';
  return aspect ? `${verb} ${textName(aspect)}` : verb;
}
