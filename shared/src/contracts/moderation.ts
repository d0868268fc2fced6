// Moderation of published feedback: students report an entry for one of a few reasons,
// staff see the reported entries, dismiss the reports, hide an entry (kept, but out of
// everything the public sees) or unhide it, and every such action is recorded.
import type { Feedback } from './entities';

/** The API routes of moderation (filled with fillRoute). */
export const MODERATION_ROUTES = {
  report: '/api/reportfeedback/:id/',
  queue: '/api/moderation/queue/',
  actions: '/api/moderation/actions/',
  hide: '/api/moderation/hide/:id/',
  unhide: '/api/moderation/unhide/:id/',
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

/** The body of a report (checked by newReportSchema). */
export interface NewReportPayload {
  reason: ReportReason;
}

/** One student's report, as staff see it (students never learn who reported). */
export interface FeedbackReport {
  id: number;
  reason: ReportReason;
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
  actor: string;
  /** ISO 8601 timestamp. */
  createdAt: string;
}

export const MODERATION_MESSAGES = {
  reported: 'Thank you. Staff will review this text.',
  alreadyReported: 'You have already reported this entry.',
  alreadyHidden: 'This entry is already hidden.',
  notHidden: 'This entry is not hidden.',
  noOpenReports: 'This entry has no open reports.',
  ownEntry: 'You cannot report your own feedback.',
  tooManyReports: 'You have sent many reports in a short time. Please try again in an hour.',
} as const;
