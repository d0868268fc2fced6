// Table shapes as Kysely sees them. Both dialects store the same columns; the
// differences (SQLite's 0/1 booleans, PostgreSQL's Date timestamps) are absorbed by
// the read helpers in ./values.ts, and writes always use 0/1 and ISO strings.
import type { ColumnType, Generated } from 'kysely';

/** Read as Date (PostgreSQL timestamptz) or string (SQLite text); written as ISO strings. */
export type Timestamp = ColumnType<Date | string, string, string>;
/** Read as boolean (PostgreSQL) or 0/1 (SQLite); written as 0/1, which both accept. */
export type Flag = ColumnType<boolean | number, number, number>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** Case-folded username: unique, so "Alice" and "alice" cannot both exist. */
  username_key: string;
  email: string | null;
  /**
   * Case-folded email, set once the address is proven: unique, so one proven address
   * belongs to one account, while unproven ones claim nothing.
   */
  email_key: string | null;
  /** When the address was proven; null until then (such a student reads but does not write). */
  email_verified_at: Timestamp | null;
  /** argon2id hash, or NO_PASSWORD for accounts that only sign in through the university. */
  password_hash: string;
  is_staff: Flag;
  /** Students' 7-digit student number; null for staff. */
  student_id: number | null;
  created_at: Timestamp;
}

/** Look-alike keys of usernames (one or two per account); a key belongs to one account. */
export interface UsernameLookAlikesTable {
  look_alike_key: string;
  user_id: number;
}

export interface AcademicYearsTable {
  id: Generated<number>;
  year: number;
  /** The survey window (see migrations/0015-survey-windows.ts): null opens_at is not open yet… */
  opens_at: Timestamp | null;
  /** …and null closes_at stays open until staff close it. */
  closes_at: Timestamp | null;
}

export interface ModulesTable {
  id: Generated<number>;
  code: string;
  title: string;
  lecturers_names: string | null;
}

export interface FeedbackTable {
  id: Generated<number>;
  /** The author's account; null once that account is deleted (the feedback stays). */
  student_user_id: number | null;
  module_id: number;
  academic_year_id: number;
  material_rating: number | null;
  material_feedback: string | null;
  assessment_rating: number | null;
  assessment_feedback: string | null;
  lecturer_rating: number | null;
  lecturer_feedback: string | null;
  /** The extra questions (migrations/0058-extra-questions.ts); null when not answered. */
  hours_per_week: number | null;
  would_recommend: ColumnType<boolean | number | null, number | null, number | null>;
  submit_date: Timestamp;
  /** When the author last edited the entry; null until then. */
  edited_at: Timestamp | null;
  /** Set while staff hide the entry: it is kept, but left out of everything the public sees. */
  hidden_at: Timestamp | null;
  /** The staff account that hid it (see migrations/0009-moderation.ts). */
  hidden_by: number | null;
  /** Set while staff hide that one text; the rating stays (see migrations/0057-hidden-texts.ts). */
  material_feedback_hidden_at: Timestamp | null;
  assessment_feedback_hidden_at: Timestamp | null;
  lecturer_feedback_hidden_at: Timestamp | null;
}

/** A student's report of a feedback entry: one per student per entry. */
export interface FeedbackReportsTable {
  id: Generated<number>;
  feedback_id: number;
  reporter_user_id: number;
  /** One of REPORT_REASONS (shared contracts). */
  reason: string;
  created_at: Timestamp;
  /** Set when staff dismiss it: kept, but no longer in the queue. */
  dismissed_at: Timestamp | null;
  /** The aspect whose text was reported; null in reports from before it was asked. */
  aspect: string | null;
  /** The reporter's own words (required for the reason "other"). */
  details: string | null;
}

/** A student's mark that a review (an entry's text of one aspect) helped: one per student per review. */
export interface HelpfulVotesTable {
  id: Generated<number>;
  feedback_id: number;
  /** One of ASPECTS (shared contracts). */
  aspect: string;
  student_user_id: number;
  created_at: Timestamp;
}

/** Which account leads which module (0061-module-leaders.ts). */
export interface ModuleLeadersTable {
  user_id: number;
  module_id: number;
}

/** A module's year's "You said, we did" reply (0062-module-replies.ts). */
export interface ModuleRepliesTable {
  id: Generated<number>;
  module_id: number;
  academic_year_id: number;
  text: string;
  /** One of REPLY_AUTHOR_ROLES (shared contracts): the author's role when they wrote it. */
  author_role: string;
  /** Null once the author's account is gone. */
  author_user_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A student (by student number) enrolled on a module in an academic year (migrations/0060-enrolments.ts). */
export interface EnrolmentsTable {
  id: Generated<number>;
  /** A users.student_id, whether or not that account exists yet. */
  student_number: number;
  module_id: number;
  academic_year_id: number;
  created_at: Timestamp;
}

/** A reminder a student got about a module's year (see migrations/0063-reminders.ts): at most rounds 1 and 2. */
export interface ReminderSendsTable {
  id: Generated<number>;
  student_user_id: number;
  module_id: number;
  academic_year_id: number;
  round: number;
  sent_at: Timestamp;
}

/** A student who opted out of reminder mails. */
export interface ReminderOptOutsTable {
  user_id: number;
  created_at: Timestamp;
}

/** What staff did to which entry, and who and when: append-only. */
export interface ModerationActionsTable {
  id: Generated<number>;
  feedback_id: number;
  action: 'hide' | 'unhide' | 'dismiss';
  actor_user_id: number;
  actor_username: string;
  created_at: Timestamp;
  /** The aspect whose text was hidden or unhidden; null when the action was on the whole entry. */
  aspect: string | null;
}

/** Every refresh token issued; revoked_at is set once it has been used (rotated). */
export interface RefreshTokensTable {
  jti: string;
  user_id: number;
  /** Nullable in the database (see migration 0003), but set on every row. */
  family_id: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** The chain of refresh tokens one login started; revoked as a whole when one is reused. */
export interface RefreshTokenFamiliesTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** A mailed link's or a sign-on hand-over's secret, as its SHA-256 (hex). */
export interface SingleUseTokensTable {
  token_hash: string;
  purpose: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** The account an identity provider's subject signs in to. */
export interface SignOnIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: number;
  created_at: Timestamp;
}

export interface SummaryCacheTable {
  module_id: number;
  academic_year_id: number;
  aspect: string;
  /** The revision of the feedback the summary was made from (see summary-source.ts); a mismatch means stale. */
  fingerprint: string;
  /** JSON of the aspect's summary (see feedback-summaries/cache.ts). */
  content: string;
}

/** One row (id 1): bumped by triggers on every change to data that responses show. */
export interface DataRevisionTable {
  id: number;
  /** bigint: PostgreSQL returns it as a string. */
  revision: number | string;
}

/** A version of the shell or of a remote in the artefact store (see migrations/0010-artefact-store.ts). */
export interface ArtefactVersionsTable {
  /** `shell` or a remote's folder name (mfe-results). */
  deployable: string;
  version: string;
  /** The checked deploy.json, as JSON. */
  descriptor: string;
  created_at: Timestamp;
  bad_at: Timestamp | null;
  bad_reason: string | null;
  bad_by: string | null;
}

/** One file of a stored version, with the precompressed variants its build made. */
export interface ArtefactFilesTable {
  deployable: string;
  version: string;
  path: string;
  content: Buffer;
  size: number;
  integrity: string;
  content_type: string;
  content_br: Buffer | null;
  content_gz: Buffer | null;
}

/** One deploy, rollback or pin of the shell or a remote (see migrations/0011-deployments.ts). */
export interface DeploymentsTable {
  /** Numbered across every deployable; the newest row of a deployable is live. */
  sequence: Generated<number>;
  deployable: string;
  action: 'deploy' | 'rollback' | 'pin';
  /** Null only for rows from before the store that named the old built-in build. */
  version: string | null;
  /** The sequence live when this one was checked; 0 for none. */
  replaces: number;
  /** What a plain rollback from here returns to; 0 for nothing. */
  previous_sequence: number;
  forced: Flag;
  /** JSON array of the refusals --force overrode. */
  overridden_checks: string | null;
  reason: string | null;
  /** `staff:<username>`, `token:<name>`, `cli:<os user>` or `server` (a pin at first start). */
  actor: string;
  created_at: Timestamp;
}

/** A version live for a share of browsers (see migrations/0040-canaries.ts). */
export interface CanariesTable {
  id: Generated<number>;
  deployable: string;
  version: string;
  /** Percent of browsers, 1–99. */
  share: number;
  base_sequence: number;
  reason: string | null;
  actor: string;
  started_at: Timestamp;
  /** The deployable while the canary runs; null once it ended. */
  running_for: string | null;
  outcome: 'promoted' | 'aborted' | 'rolled-back' | null;
  ended_at: Timestamp | null;
  ended_by: string | null;
  end_reason: string | null;
}

/** Browsers' reports of a remote version (see migrations/0041-remote-version-reports.ts). */
export interface RemoteVersionReportsTable {
  deployable: string;
  version: string;
  event: string;
  /** bigint: PostgreSQL returns it as a string. */
  count: number | string;
}

/** A deploy token (see migrations/0012-deploy-tokens.ts): only its hash is kept. */
export interface DeployTokensTable {
  id: Generated<number>;
  name: string;
  deployable: string;
  token_hash: string;
  created_at: Timestamp;
  created_by: string;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

/** Per scope of the data (see migrations/0005-revision-scopes.ts): the revision it last changed at. */
export interface RevisionScopesTable {
  scope: string;
  /** bigint: PostgreSQL returns it as a string. */
  revision: number | string;
}

export interface Database {
  users: UsersTable;
  username_look_alikes: UsernameLookAlikesTable;
  academic_years: AcademicYearsTable;
  modules: ModulesTable;
  feedback: FeedbackTable;
  refresh_tokens: RefreshTokensTable;
  refresh_token_families: RefreshTokenFamiliesTable;
  summary_cache: SummaryCacheTable;
  data_revision: DataRevisionTable;
  artefact_versions: ArtefactVersionsTable;
  artefact_files: ArtefactFilesTable;
  deployments: DeploymentsTable;
  deploy_tokens: DeployTokensTable;
  canaries: CanariesTable;
  remote_version_reports: RemoteVersionReportsTable;
  revision_scopes: RevisionScopesTable;
  feedback_reports: FeedbackReportsTable;
  moderation_actions: ModerationActionsTable;
  helpful_votes: HelpfulVotesTable;
  module_leaders: ModuleLeadersTable;
  module_replies: ModuleRepliesTable;
  enrolments: EnrolmentsTable;
  reminder_sends: ReminderSendsTable;
  reminder_opt_outs: ReminderOptOutsTable;
  single_use_tokens: SingleUseTokensTable;
  sign_on_identities: SignOnIdentitiesTable;
}
