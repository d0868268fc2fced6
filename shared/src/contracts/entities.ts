// Shapes of what the API sends and receives. The api builds its
// responses from these types and the remotes read them, so both sides stay in step.
import type { HelpfulCounts } from './helpful-votes';
import type { Withheld } from './publication';

export interface Module {
  id: number;
  code: string;
  title: string;
  /** Lecturer names joined by ", " (comma and space), or null when none are known. */
  lecturersNames: string | null;
}

export interface AcademicYear {
  id: number;
  /** The calendar year the academic year starts in, e.g. 2025 for 2025/26. */
  year: number;
}

export type Aspect = 'material' | 'assessment' | 'lecturer';
export const ASPECTS: readonly Aspect[] = ['material', 'assessment', 'lecturer'];

export interface Feedback {
  id: number;
  /** The author's studentId. Only staff receive it: nobody else learns who wrote what. */
  student?: number | null;
  academicYear: AcademicYear;
  module: Pick<Module, 'id' | 'code' | 'title'>;
  materialRating: number | null;
  materialFeedback: string | null;
  assessmentRating: number | null;
  assessmentFeedback: string | null;
  /** Absent for anonymous callers: lecturer results are for signed-in users only. */
  lecturerRating?: number | null;
  lecturerFeedback?: string | null;
  /**
   * The extra questions' answers (extra-questions.ts), null when not given. Only its author
   * and staff receive them: everyone else sees a module's year's figures.
   */
  hoursPerWeek?: number | null;
  wouldRecommend?: boolean | null;
  /** ISO 8601 timestamp. */
  submitDate: string;
  /** Whether its author changed it after submitting (when is for the author only). */
  edited: boolean;
  /** In a module's feedback list: how many students found each text they may see helpful. */
  helpful?: HelpfulCounts;
}

/** One page of a module's feedback, oldest entry first. */
export interface FeedbackPage {
  /** Entries in the whole (year-filtered) list. */
  count: number;
  page: number;
  pageSize: number;
  results: Feedback[];
  /** Set, with no results, while the year's results are withheld from this caller (publication.ts). */
  withheld?: Withheld;
}

export interface UserAccount {
  username: string;
  email: string;
  is_staff: boolean;
}

/** One row of the staff users list. `id` is the account's id, used by deleteuser. */
export interface UserRecord {
  id: number;
  user: UserAccount;
  /** Students have a student number; staff accounts have none. */
  studentId: number | null;
}

export interface AuthTokens {
  access: string;
  refresh: string;
}

/** Claims of an access token, as the client decodes them. */
export interface AccessTokenClaims {
  user_id: number;
  username: string;
  is_staff: boolean;
  studentId: number | null;
  token_type: 'access';
  jti: string;
  exp: number;
  iat: number;
}

/** The signed-in user, as the shell and remotes see it. */
export interface CurrentUser {
  username: string;
  is_staff: boolean;
  studentId: number | null;
}

/**
 * Where a summary's point or theme comes from: how many students, which feedback entries (their
 * ids: the texts it stands for) and the words to highlight in those texts. When a module has more
 * feedback than a summary reads, `count` is scaled up from an even sample and `feedbackIds` lists
 * the sample's entries only.
 */
export interface SummaryMentions {
  count: number;
  feedbackIds: number[];
  /** The words as students wrote them, lower case, longest first. */
  matches: string[];
}

/** A thing at least two students wrote about ('lab sheets'), and how many did. */
export interface SummaryTheme extends SummaryMentions {
  label: string;
}

/** A point students made, quoted word for word from one of the texts it stands for. */
export interface SummaryPoint extends SummaryMentions {
  quote: string;
}

/** The structured part of one aspect's summary. */
export interface SummaryDetails {
  /**
   * The verdict: one line with the tone, how many students praised it or raised a concern, and
   * the main concern (see summary-verdict.ts, which writes it from the counts below).
   */
  overall: string;
  /** "What students liked": most students first. */
  liked: SummaryPoint[];
  /** "What could be better": most students first. A mixed text counts on both sides. */
  couldBeBetter: SummaryPoint[];
  /** How many students wrote about this aspect. */
  students: number;
  /** How many of them praised something (a mixed text counts on both sides). */
  praised: number;
  /** How many of them raised a concern: criticised something or asked for a change. */
  concerned: number;
  /** How many of them did both. */
  both: number;
}

/** The details of an aspect nobody wrote about. */
export const EMPTY_SUMMARY_DETAILS: SummaryDetails = {
  overall: '',
  liked: [],
  couldBeBetter: [],
  students: 0,
  praised: 0,
  concerned: 0,
  both: 0,
};

export interface SummaryResponse {
  summary_material: string;
  summary_assessment: string;
  /** Absent for anonymous callers. */
  summary_lecturer?: string;
  themes_material: SummaryTheme[];
  themes_assessment: SummaryTheme[];
  themes_lecturer?: SummaryTheme[];
  details_material: SummaryDetails;
  details_assessment: SummaryDetails;
  details_lecturer?: SummaryDetails;
  /**
   * True when some of these summaries were made before the newest feedback: current ones are
   * being made, and asking again in a few seconds gets them.
   */
  updating?: boolean;
  /**
   * Set while the year's results are withheld from this caller (publication.ts): the summaries
   * are then empty.
   */
  withheld?: Withheld;
}

/** Every error the API sends has this body. `fields` maps a field path to its problem. */
export interface ApiErrorBody {
  error: string;
  message: string;
  statusCode: number;
  fields?: Record<string, string>;
}
