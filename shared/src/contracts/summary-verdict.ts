// The summary's verdict: its one-line headline, written from the counts its lists show. Of
// the students who wrote, how many praised something and how many raised a concern (a mixed
// text counts on both sides, and the line says how many did both, so the numbers add up);
// the tone follows those numbers; the main concern is quoted from what students wrote.
// The summarizer writes it for the API's `overall`, and the results page writes it from the
// same counts, so both read alike.
import { ASPECT_LABELS, perAspect } from './aspects';
import type { Aspect } from './entities';

/** How many students wrote about an aspect, and which way. */
export interface VerdictCounts {
  /** Students who wrote something. */
  students: number;
  /** Students who praised something (mixed texts included). */
  praised: number;
  /** Students who criticised something or asked for a change (mixed texts included). */
  concerned: number;
  /** Students who did both. */
  both: number;
}

export const VERDICT_TONES = [
  'mostly-positive',
  'positive-with-concerns',
  'mixed',
  'critical-with-praise',
  'mostly-critical',
  'few-opinions',
] as const;
export type VerdictTone = (typeof VERDICT_TONES)[number];

export const VERDICT_TONE_LABELS: Record<VerdictTone, string> = {
  'mostly-positive': 'Mostly positive',
  'positive-with-concerns': 'Positive, with some concerns',
  mixed: 'Mixed',
  'critical-with-praise': 'Critical, with some praise',
  'mostly-critical': 'Mostly critical',
  'few-opinions': 'Few opinions',
};

/** What the verdict calls each aspect. */
export const VERDICT_SUBJECTS: Record<Aspect, string> = perAspect(
  (aspect) => `the ${ASPECT_LABELS[aspect].toLowerCase()}`,
);

/**
 * "Mostly …" only when the other side is small (a quarter of the students at most) and this
 * one large (three in five); one side at least twice the other and large is "…, with some
 * concerns" (or praise); neither side reaching a third is "few opinions"; the rest is mixed.
 */
export function verdictTone({ students, praised, concerned }: VerdictCounts): VerdictTone {
  const praise = praised / students;
  const concern = concerned / students;
  if (praise < 1 / 3 && concern < 1 / 3) return 'few-opinions';
  if (praise >= 0.6 && concern <= 0.25) return 'mostly-positive';
  if (concern >= 0.6 && praise <= 0.25) return 'mostly-critical';
  if (praise >= 0.6 && praise >= 2 * concern) return 'positive-with-concerns';
  if (concern >= 0.6 && concern >= 2 * praise) return 'critical-with-praise';
  return 'mixed';
}

/** A quote longer than this many words is cut short in the verdict (the list shows it whole). */
const CONCERN_MAX_WORDS = 20;

/** The main concern as the verdict quotes it: without closing punctuation, never too long. */
function concernQuote(quote: string): string {
  const words = quote
    .trim()
    .replace(/[.!?…]+$/u, '')
    .split(/\s+/u);
  return words.length > CONCERN_MAX_WORDS
    ? `${words.slice(0, CONCERN_MAX_WORDS).join(' ')}…`
    : words.join(' ');
}

const howMany = (count: number) => (count === 0 ? 'none' : String(count));

/**
 * "Positive, with some concerns: of 9 students who wrote, 9 praised the material and 4 raised
 * a concern (4 did both); the main concern: “Could use more examples”." Empty when nobody wrote.
 * `mainConcern` is the first "what could be better" point's quote.
 */
export function verdictLine(
  counts: VerdictCounts,
  subject: string,
  mainConcern: string | null,
): string {
  const { students, praised, concerned, both } = counts;
  if (students === 0) return '';
  const who = `of ${students} ${students === 1 ? 'student' : 'students'} who wrote`;
  const sides = `${howMany(praised)} praised ${subject} and ${howMany(concerned)} raised a concern`;
  const overlap = both > 0 ? ` (${both} did both)` : '';
  const concern =
    concerned > 0 && mainConcern ? `; the main concern: “${concernQuote(mainConcern)}”` : '';
  return `${VERDICT_TONE_LABELS[verdictTone(counts)]}: ${who}, ${sides}${overlap}${concern}.`;
}

export const SUMMARY_TEXTS = {
  /** While the summary shown lacks the newest feedback and a current one is being made. */
  updating: 'This summary is being updated to include the newest feedback.',
} as const;
