// The staff queue: every entry with reports not yet dismissed, and every hidden entry (so staff
// can unhide it), with all of its reports and who made them; the most recent activity first
// (the newest report, or the hiding).
import type {
  FeedbackReport,
  ModerationQueueEntry,
  ReportReason,
} from '@module-feedback/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readTimestamp } from '../db/values';
import { selectFeedback, toFeedback } from '../feedback/views';

export async function moderationQueue(db: Kysely<Database>): Promise<ModerationQueueEntry[]> {
  const entries = await selectFeedback(db)
    .select('f.hidden_at')
    .where((eb) =>
      eb.or([
        eb('f.hidden_at', 'is not', null),
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
      createdAt: readTimestamp(row.created_at),
      dismissedAt: row.dismissed_at === null ? null : readTimestamp(row.dismissed_at),
      reporter: { id: row.reporter_id, username: row.username, studentId: row.student_id },
    });
    reportsOf.set(row.feedback_id, list);
  }
  const queue = entries.map((entry) => {
    const entryReports = reportsOf.get(entry.id) ?? [];
    return {
      feedback: toFeedback(entry, 'staff'),
      hiddenAt: entry.hidden_at === null ? null : readTimestamp(entry.hidden_at),
      openReports: entryReports.filter((report) => report.dismissedAt === null).length,
      reports: entryReports,
    };
  });
  const latestActivity = (entry: ModerationQueueEntry) =>
    [entry.hiddenAt, ...entry.reports.map((report) => report.createdAt)]
      .filter((time): time is string => time !== null)
      .sort()
      .at(-1) ?? '';
  return queue.sort((a, b) => latestActivity(b).localeCompare(latestActivity(a)));
}
