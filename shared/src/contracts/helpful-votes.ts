// Helpful votes: a signed-in student marks a review (one feedback entry's text of one aspect) as
// helpful, once, and may take the mark back. Everyone who may see a review sees how many students
// found it helpful; authors cannot mark their own reviews, which would let them lift themselves.
import type { Aspect } from './entities';

/** The API routes of helpful votes (filled with fillRoute). */
export const HELPFUL_VOTE_ROUTES = {
  /** PUT marks the review helpful, DELETE takes the mark back; both may be repeated. */
  vote: '/api/helpful-votes/:id/:aspect/',
  /** GET: the caller's own marks and entries among a module's feedback. */
  mine: '/api/helpful-votes/mine/:moduleCode/',
} as const;

/** How many students found each aspect's review of one entry helpful (0 when none did). */
export type HelpfulCounts = Partial<Record<Aspect, number>>;

/** One review: an entry's text of one aspect. */
export interface ReviewRef {
  feedbackId: number;
  aspect: Aspect;
}

/** What a vote (or its undo) leaves: the review's count and whether the caller's mark is on it. */
export interface HelpfulVoteState extends ReviewRef {
  count: number;
  marked: boolean;
}

/** The caller's part in a module's feedback: the reviews they marked and the entries they wrote. */
export interface OwnHelpfulVotes {
  marked: ReviewRef[];
  ownEntries: number[];
}

export const HELPFUL_VOTE_MESSAGES = {
  ownReview: 'You cannot mark your own review as helpful.',
  noReview: 'This review was not found.',
  tooManyVotes: 'You have marked many reviews in a short time. Please try again in a few minutes.',
} as const;
