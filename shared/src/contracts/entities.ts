// Shapes of what the API sends and receives (product spec §3). The api builds its
// responses from these types and the remotes read them, so both sides stay in step.

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
  /** ISO 8601 timestamp. */
  submitDate: string;
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

/** A point many students raised, and how many raised it. */
export interface SummaryTheme {
  label: string;
  count: number;
}

export interface SummaryResponse {
  summary_material: string;
  summary_assessment: string;
  /** Absent for anonymous callers. */
  summary_lecturer?: string;
  themes_material: SummaryTheme[];
  themes_assessment: SummaryTheme[];
  themes_lecturer?: SummaryTheme[];
}

export interface SignupPayload {
  user: { username: string; email: string; password: string };
}

export interface LoginPayload {
  username: string;
  password: string;
}

export interface NewFeedbackPayload {
  /** Sent by the client as the spec asks; the server ignores it and uses the token's user. */
  student?: number | null;
  academicYear: number;
  module: number;
  materialRating: number | null;
  materialFeedback: string | null;
  assessmentRating: number | null;
  assessmentFeedback: string | null;
  lecturerRating: number | null;
  lecturerFeedback: string | null;
}

export type AcademicYearInput = Omit<AcademicYear, 'id'>;
export type ModuleInput = Omit<Module, 'id'>;
export type NewUserPayload = SignupPayload;

/** Every error the API sends has this body. `fields` maps a field path to its problem. */
export interface ApiErrorBody {
  error: string;
  message: string;
  statusCode: number;
  fields?: Record<string, string>;
}
