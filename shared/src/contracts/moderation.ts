// Moderation of published feedback: students report a text of an entry for one of a few
// reasons, staff see the reported entries, dismiss the reports, hide the whole entry or one of
// its texts (kept, but out of everything the public sees) or unhide it, and every such action
// is recorded.
import { hasBidiControl } from './bidi-controls';
import type { Aspect, Feedback } from './entities';

/** The API routes of moderation (filled with fillRoute). */
export const MODERATION_ROUTES = {
  report: '/api/reportfeedback/:id/',
  queue: '/api/moderation/queue/',
  actions: '/api/moderation/actions/',
  hide: '/api/moderation/hide/:id/',
  unhide: '/api/moderation/unhide/:id/',
  /** One aspect's text of the entry; its rating stays published. */
  hideText: '/api/moderation/hide/:id/:aspect/',
  unhideText: '/api/moderation/unhide/:id/:aspect/',
  dismiss: '/api/moderation/dismiss/:id/',
} as const;

/** Why a student reports a text: a short fixed list, so staff can sort reports at a glance. */
export const REPORT_REASONS = ['offensive', 'personal', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What each reason is called wherever it is shown. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  offensive: 'Offensive or abusive',
  personal: 'Names or personal details',
  spam: 'Spam or off topic',
  other: 'Something else',
};

/** The reason whose report must say what is wrong in the reporter's own words. */
export const REASON_NEEDING_DETAILS: ReportReason = 'other';

/** The longest a report's own words may be: a sentence or two, not a second review. */
export const REPORT_DETAILS_MAX_LENGTH = 500;

/** The body of a report (checked by newReportSchema). */
export interface NewReportPayload {
  reason: ReportReason;
  /** The aspect whose text is reported. */
  aspect: Aspect;
  /** What is wrong, in the reporter's words: required for "Something else", else optional. */
  details?: string | null;
}

/**
 * What is wrong with a report's own words, or null when they will do; the report dialog and
 * the server's schema both ask this.
 */
export function reportDetailsProblem(
  reason: ReportReason | null,
  details: string | null | undefined,
): string | null {
  const written = details?.trim() ?? '';
  if (reason === REASON_NEEDING_DETAILS && written === '') {
    return MODERATION_MESSAGES.detailsRequired;
  }
  if (written.length > REPORT_DETAILS_MAX_LENGTH) return MODERATION_MESSAGES.detailsTooLong;
  if (hasBidiControl(written)) return MODERATION_MESSAGES.detailsBidiControl;
  return null;
}

/** One student's report, as staff see it (students never learn who reported). */
export interface FeedbackReport {
  id: number;
  reason: ReportReason;
  /** The reported text's aspect; null for reports made before reports named it. */
  aspect: Aspect | null;
  /** The reporter's own words, if any. */
  details: string | null;
  /** ISO 8601 timestamp. */
  createdAt: string;
  /** Set once staff dismissed it. */
  dismissedAt: string | null;
  reporter: { id: number; username: string; studentId: number | null };
}

/** A reported or hidden entry in the staff queue, with every report of it. */
export interface ModerationQueueEntry {
  /** The entry as staff see it (author's student number included). */
  feedback: Feedback;
  /** Set while the entry is hidden. ISO 8601 timestamp. */
  hiddenAt: string | null;
  /** The aspects whose text alone is hidden (the entry's ratings stay published). */
  hiddenTexts: Aspect[];
  /** Reports not yet dismissed. */
  openReports: number;
  /** Every report of the entry, newest first. */
  reports: FeedbackReport[];
}

export type ModerationActionKind = 'hide' | 'unhide' | 'dismiss';

/** One recorded staff action. */
export interface ModerationAction {
  id: number;
  feedbackId: number;
  action: ModerationActionKind;
  /** The aspect whose text was hidden or unhidden; null when the action was on the whole entry. */
  aspect: Aspect | null;
  actor: string;
  /** ISO 8601 timestamp. */
  createdAt: string;
}

export const MODERATION_MESSAGES = {
  reported: 'Thank you. Staff will review this text.',
  alreadyReported: 'You have already reported this entry.',
  alreadyHidden: 'This entry is already hidden.',
  notHidden: 'This entry is not hidden.',
  textAlreadyHidden: 'This text is already hidden.',
  textNotHidden: 'This text is not hidden.',
  noText: 'This entry has no text for that aspect.',
  detailsRequired: 'Say what is wrong with this text.',
  detailsTooLong: `Keep it to ${REPORT_DETAILS_MAX_LENGTH} characters or fewer.`,
  detailsBidiControl: 'This cannot include characters that change the direction of the text.',
  notVerified: 'Please confirm your email address before you report texts.',
  hiddenByStaff: 'Hidden by staff: this text is not shown in the results.',
  noOpenReports: 'This entry has no open reports.',
  ownEntry: 'You cannot report your own feedback.',
  tooManyReports: 'You have sent many reports in a short time. Please try again in an hour.',
} as const;
