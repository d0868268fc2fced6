import {
  ASPECTS,
  ASPECT_FIELDS,
  ASPECT_LABELS,
  ClampedText,
  formatAcademicYear,
  formatDate,
  moderationApi,
  ratingOf,
  type Feedback,
  type ModerationQueueEntry,
  feedbackApi,
} from '@module-feedback/shared';
import type { EntityConfig } from '../crud/entity-config';

/**
 * A feedback row, with the year label, all review texts, the answers to the extra questions and
 * its moderation status, which the table shows, searches and filters by (Status: Reported, Hidden
 * or Partly hidden).
 */
export type FeedbackRow = Feedback & {
  yearLabel: string;
  reviewsText: string;
  /** The answers to the extra questions in one line, '' for none. */
  extraAnswers: string;
  status: string;
};

/**
 * "Reported", "Hidden" (the whole entry) or "Partly hidden" (some of its texts), or both, or ''
 * for an entry nobody reported and staff did not hide.
 */
function statusOf(entry: ModerationQueueEntry | undefined): string {
  if (!entry) return '';
  const hidden = entry.hiddenAt ? 'Hidden' : entry.hiddenTexts.length > 0 ? 'Partly hidden' : '';
  return [entry.openReports > 0 ? 'Reported' : '', hidden].filter(Boolean).join(', ');
}

const rating = (value: number | null | undefined) => (value ?? '–').toString();

const RECOMMENDATION_LABELS = { yes: 'Recommends it', no: 'Does not recommend it' } as const;

/** The answers to the extra questions in one line ("12 h/week · Recommends it"); '' for none. */
function extraAnswersText(row: Feedback): string {
  return [
    row.hoursPerWeek == null ? null : `${row.hoursPerWeek} h/week`,
    row.wouldRecommend == null ? null : RECOMMENDATION_LABELS[row.wouldRecommend ? 'yes' : 'no'],
  ]
    .filter((part) => part !== null)
    .join(' · ');
}

const REVIEWS = ASPECTS.map((aspect) => ({
  field: ASPECT_FIELDS[aspect].text,
  label: ASPECT_LABELS[aspect],
}));

/**
 * The reviews, under the answers to the extra questions: they share the one wide column, as
 * the table has no room for another at 1280 px.
 */
function Reviews({ row }: { row: FeedbackRow }) {
  const answers = row.extraAnswers && <p className="ma-extra-answers">{row.extraAnswers}</p>;
  const written = REVIEWS.filter(({ field }) => row[field]);
  if (written.length === 0) {
    return (
      <>
        {answers}
        <span className="p-text-secondary">No reviews</span>
      </>
    );
  }
  // One clamp for all three: an entry's row stays a few lines high however much was written.
  const length = written.reduce((total, { field }) => total + String(row[field]).length, 0);
  return (
    <>
      {answers}
      <ClampedText length={length}>
        <dl className="ma-reviews">
          {written.map(({ field, label }) => (
            <div key={field}>
              <dt>{label}</dt>
              <dd>{String(row[field])}</dd>
            </div>
          ))}
        </dl>
      </ClampedText>
    </>
  );
}

export const feedbacksConfig: EntityConfig<FeedbackRow> = {
  entity: 'feedback',
  title: 'Feedbacks',
  noun: 'feedback',
  describe: (row) => `#${row.id} (${row.module.code}, ${row.yearLabel})`,
  load: async () => {
    const [entries, queue] = await Promise.all([feedbackApi.all(), moderationApi.queue()]);
    const queued = new Map(queue.map((entry) => [entry.feedback.id, entry]));
    return (
      entries
        .map((feedback) => ({
          ...feedback,
          yearLabel: formatAcademicYear(feedback.academicYear.year),
          reviewsText: REVIEWS.map(({ field }) => feedback[field] ?? '').join('\n'),
          extraAnswers: extraAnswersText(feedback),
          status: statusOf(queued.get(feedback.id)),
        }))
        // Newest first: what staff look at most is what just came in.
        .sort((a, b) => b.submitDate.localeCompare(a.submitDate) || b.id - a.id)
    );
  },
  columns: [
    { field: 'id', header: '#' },
    { field: 'module.code', header: 'Module' },
    { field: 'yearLabel', header: 'Year' },
    { field: 'student', header: 'Student' },
    ...ASPECTS.map((aspect) => ({
      field: ASPECT_FIELDS[aspect].rating,
      header: ASPECT_LABELS[aspect],
      body: (row: FeedbackRow) => rating(ratingOf(row, aspect)),
    })),
    {
      field: 'reviewsText',
      header: 'Reviews and answers',
      body: (row) => <Reviews row={row} />,
      wide: true,
    },
    { field: 'status', header: 'Status' },
    {
      field: 'submitDate',
      header: 'Submitted',
      body: (row) => formatDate(row.submitDate),
    },
  ],
  filters: [
    { label: 'Module', valuesOf: (row) => [row.module.code] },
    { label: 'Year', valuesOf: (row) => [row.yearLabel] },
    { label: 'Status', valuesOf: (row) => (row.status ? row.status.split(', ') : []) },
  ],
  fields: [],
  createDisabledReason: 'Feedback is written by students; here it can only be deleted.',
  editDisabledReason: 'Feedback cannot be edited, only deleted.',
  remove: (id) => feedbackApi.delete(id),
};
