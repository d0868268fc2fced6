// The one-line verdict on an aspect: the tone, how many students liked it or said it could be
// better, and the main concern ('Mostly positive: 18 of 25 students liked the material; the main
// concern was the reading list.'). Built only from counts and from words students wrote.
import type { Point } from './points';

export interface StanceCounts {
  /** Students who wrote something. */
  students: number;
  /** Students who praised something (mixed texts count on both sides). */
  liked: number;
  /** Students who criticised something or asked for a change. */
  couldBeBetter: number;
}

const studentsText = (count: number) => `${count} ${count === 1 ? 'student' : 'students'}`;

function concernOf(point: Point | undefined): string {
  if (!point) return 'nobody said what could be better';
  const about = point.topic ? `the ${point.topic}` : `“${point.quote.replace(/[.!?…]+$/u, '')}”`;
  return `the main concern was ${about}`;
}

/** `subject` names what the texts are about, e.g. 'the material'; '' when nobody wrote anything. */
export function overallSentence(
  { students, liked, couldBeBetter }: StanceCounts,
  subject: string,
  topConcern: Point | undefined,
): string {
  if (students === 0) return '';
  const of = `of ${studentsText(students)}`;
  if (liked < students / 3 && couldBeBetter < students / 3) {
    return `Few opinions: ${liked} ${of} said what they liked and ${couldBeBetter} what could be better.`;
  }
  if (liked >= 2 * couldBeBetter && liked >= students / 2) {
    return `Mostly positive: ${liked} ${of} liked ${subject}; ${concernOf(topConcern)}.`;
  }
  if (couldBeBetter >= 2 * liked && couldBeBetter >= students / 2) {
    return `Mostly critical: ${couldBeBetter} ${of} said ${subject} could be better; ${concernOf(topConcern)}.`;
  }
  return `Mixed: ${liked} ${of} liked ${subject} and ${couldBeBetter} said something could be better; ${concernOf(topConcern)}.`;
}
