// The staff queue: every entry with reports not yet dismissed, and every entry hidden wholly or
// in part (so staff can unhide it), with all of its reports and who made them; the most recent
// activity first (the newest report, or the hiding of the entry or of a text).
import {
  ASPECTS,
  type Aspect,
  type FeedbackReport,
  type ModerationQueueEntry,
  type ReportReason,
} from '@module-feedback/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readTimestamp } from '../db/values';
import { ASPECT_COLUMNS } from '../feedback/aspect-columns';
import { selectFeedback, toFeedback } from '../feedback/views';
import { hiddenTextsOf, isUnderReview } from './published';

export async function moderationQueue(db: Kysely<Database>): Promise<ModerationQueueEntry[]> {
  const entries = await selectFeedback(db, 'as written')
    .select('f.hidden_at')
    .where((eb) =>
      eb.or([
        isUnderReview('f'),
        eb(
          'f.id',
          'in',
          eb.selectFrom('feedback_reports').select('feedback_id').where('dismissed_at', 'is', null),
        ),
      ]),
    )
    .execute();
  if (entries.length === 0) return [];
  const reports = await db
    .selectFrom('feedback_reports as r')
    .innerJoin('users as u', 'u.id', 'r.reporter_user_id')
    .select([
      'r.id',
      'r.feedback_id',
      'r.reason',
      'r.aspect',
      'r.details',
      'r.created_at',
      'r.dismissed_at',
      'u.id as reporter_id',
      'u.username',
      'u.student_id',
    ])
    .where(
      'r.feedback_id',
      'in',
      entries.map((entry) => entry.id),
    )
    .orderBy('r.id', 'desc')
    .execute();

  const reportsOf = new Map<number, FeedbackReport[]>();
  for (const row of reports) {
    const list = reportsOf.get(row.feedback_id) ?? [];
    list.push({
      id: row.id,
      reason: row.reason as ReportReason,
      aspect: row.aspect as Aspect | null,
      details: row.details,
      createdAt: readTimestamp(row.created_at),
      dismissedAt: row.dismissed_at === null ? null : readTimestamp(row.dismissed_at),
      reporter: { id: row.reporter_id, username: row.username, studentId: row.student_id },
    });
    reportsOf.set(row.feedback_id, list);
  }
  const timeOrNull = (time: string | Date | null) => (time === null ? null : readTimestamp(time));
  const queue = entries.map((entry) => {
    const entryReports = reportsOf.get(entry.id) ?? [];
    const hiddenAt = timeOrNull(entry.hidden_at);
    const activity = [
      hiddenAt,
      ...ASPECTS.map((aspect) => timeOrNull(entry[ASPECT_COLUMNS[aspect].textHiddenAt])),
      ...entryReports.map((report) => report.createdAt),
    ];
    const latestActivity =
      activity
        .filter((time): time is string => time !== null)
        .sort()
        .at(-1) ?? '';
    const queued: ModerationQueueEntry = {
      feedback: toFeedback(entry, 'staff'),
      hiddenAt,
      hiddenTexts: hiddenTextsOf(entry),
      openReports: entryReports.filter((report) => report.dismissedAt === null).length,
      reports: entryReports,
    };
    return { queued, latestActivity };
  });
  return queue
    .sort((a, b) => b.latestActivity.localeCompare(a.latestActivity))
    .map((entry) => entry.queued);
}
