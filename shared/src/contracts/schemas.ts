// Request schemas (zod). The api validates every body with these; the remotes may
// reuse them for client-side checks. Messages are written for people.
import { z } from 'zod';
import { ASPECT_FIELDS } from './aspects';
import {
  ACADEMIC_YEAR_MAX,
  ACADEMIC_YEAR_MIN,
  EMAIL_MAX_LENGTH,
  FEEDBACK_PAGE_MAX,
  FEEDBACK_PAGE_SIZE_MAX,
  FEEDBACK_TEXT_MAX_LENGTH,
  LECTURERS_NAMES_MAX_LENGTH,
  MODULE_CODE_MAX_LENGTH,
  MODULE_TITLE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
} from './constants';
import { SURVEY_WINDOW_TEXTS } from './academic-years';
import { hasBidiControl } from './bidi-controls';
import { REVIEW_RULE_TEXTS } from './review-rules';
import {
  ACCOUNT_ROLES,
  SORT_ORDERS,
  STAFF_FEEDBACK_SORTS,
  STAFF_LIST_PAGE_SIZE_MAX,
  STAFF_USER_SORTS,
} from './staff-lists';
import { REPORT_REASONS, reportDetailsProblem } from './moderation';
import { moduleReplyProblem } from './publication';
import { isValidRating } from './ratings';
import { ASPECTS } from './entities';
import { EXTRA_QUESTION_TEXTS, isValidHoursPerWeek } from './extra-questions';
import { MODULE_COMPARISON_SEGMENT, MODULE_REPORT_SEGMENT } from './results-paths';
import { USERNAME_PATTERN } from './usernames';

/**
 * The schema, with empty strings read as null: the admin form sends empty values as null, and ''
 * means the same. Its input type stays the schema's own, which is what clients are meant to send.
 */
const blankAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value: z.input<T>) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema,
  );

/** Ids are 32-bit integer columns in both databases. */
export const MAX_ID = 2_147_483_647;
const idSchema = z.number().int().positive().max(MAX_ID);

/** Module codes: letters, digits, - and _, starting with a letter or digit. */
export const MODULE_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** Stored in NFKC form: full-width "ａｄｍｉｎ２" is the account "admin2". */
export const usernameSchema = z
  .string('Username is required.')
  .normalize('NFKC')
  .trim()
  .min(1, 'Username is required.')
  .max(USERNAME_MAX_LENGTH, `Username must be ${USERNAME_MAX_LENGTH} characters or fewer.`)
  .regex(USERNAME_PATTERN, 'Username may contain only letters, digits and @ . + - _');

export const emailSchema = z
  .email('Enter a valid email address.')
  .max(EMAIL_MAX_LENGTH, `Email must be ${EMAIL_MAX_LENGTH} characters or fewer.`);

export const passwordSchema = z
  .string('Password is required.')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer.`)
  .refine((password) => !/^\d+$/.test(password), 'Password cannot be entirely numeric.');

export const loginSchema = z.object({
  username: z
    .string('Username is required.')
    .min(1, 'Username is required.')
    .max(USERNAME_MAX_LENGTH),
  password: z
    .string('Password is required.')
    .min(1, 'Password is required.')
    .max(PASSWORD_MAX_LENGTH),
});

export const refreshSchema = z.object({
  refresh: z.string('Refresh token is required.').min(1, 'Refresh token is required.').max(4096),
});

export const PASSWORD_TOO_SIMILAR = 'Password is too similar to the username.';

/** The one password rule that needs the username (sign-up, and a reset once the account is known). */
export const isPasswordTooSimilar = (password: string, username: string) =>
  password.toLowerCase() === username.toLowerCase();

export const newAccountSchema = z.object({
  user: z
    .object({ username: usernameSchema, email: emailSchema, password: passwordSchema })
    .refine((user) => !isPasswordTooSimilar(user.password, user.username), {
      message: PASSWORD_TOO_SIMILAR,
      path: ['password'],
    }),
});

/** A token or code from a link the server made (mailed, or handed back by single sign-on). */
const linkTokenSchema = z
  .string('The link is incomplete.')
  .min(1, 'The link is incomplete.')
  .max(200, 'The link is not valid.');

export const passwordResetRequestSchema = z.object({ email: emailSchema });

export const passwordResetSchema = z.object({
  token: linkTokenSchema,
  password: passwordSchema,
});

export const emailVerificationSchema = z.object({ token: linkTokenSchema });

export const signOnExchangeSchema = z.object({ code: linkTokenSchema });

const ratingSchema = blankAsNull(
  z
    .number('Rating must be a number.')
    .refine(isValidRating, 'Rating must be between 0 and 5 in steps of 0.25.')
    .nullable(),
);

const aspectTextSchema = blankAsNull(
  z
    .string('Review must be text.')
    .max(
      FEEDBACK_TEXT_MAX_LENGTH,
      `Review must be ${FEEDBACK_TEXT_MAX_LENGTH} characters or fewer.`,
    )
    .refine((text) => !hasBidiControl(text), REVIEW_RULE_TEXTS.bidiControl)
    .nullable(),
);

const hoursPerWeekSchema = blankAsNull(
  z
    .number(EXTRA_QUESTION_TEXTS.hoursPerWeekInvalid)
    .refine(isValidHoursPerWeek, EXTRA_QUESTION_TEXTS.hoursPerWeekInvalid)
    .nullable(),
);

const wouldRecommendSchema = z
  .boolean(EXTRA_QUESTION_TEXTS.wouldRecommendInvalid)
  .nullable()
  .optional()
  .default(null);

export const newFeedbackSchema = z
  .object({
    /** Part of the call's payload; the server ignores it and uses the token's user. */
    student: z.unknown().optional(),
    academicYear: idSchema,
    module: idSchema,
    materialRating: ratingSchema.optional().default(null),
    materialFeedback: aspectTextSchema.optional().default(null),
    assessmentRating: ratingSchema.optional().default(null),
    assessmentFeedback: aspectTextSchema.optional().default(null),
    lecturerRating: ratingSchema.optional().default(null),
    lecturerFeedback: aspectTextSchema.optional().default(null),
    // The extra questions: answering them alone does not fill the form.
    hoursPerWeek: hoursPerWeekSchema.optional().default(null),
    wouldRecommend: wouldRecommendSchema,
  })
  .refine(
    (f) =>
      ASPECTS.some(
        (aspect) =>
          f[ASPECT_FIELDS[aspect].rating] !== null || f[ASPECT_FIELDS[aspect].text] !== null,
      ),
    { message: 'Please fill in the form before submitting.' },
  );

/**
 * A moment of a survey window: an ISO 8601 date and time with its offset, kept as UTC;
 * null or empty for none. Left out, an edit keeps the stored value.
 */
const windowTimeSchema = blankAsNull(
  z.iso
    .datetime({ offset: true, error: 'Enter a date and time (ISO 8601, with its offset).' })
    .transform((time) => new Date(time).toISOString())
    .nullable(),
).optional();

export const academicYearInputSchema = z
  .object({
    year: blankAsNull(
      z
        .number({
          error: (issue) => (issue.input == null ? 'Year is required.' : 'Year must be a number.'),
        })
        .int('Year must be a whole number.')
        .min(ACADEMIC_YEAR_MIN, `Year must be ${ACADEMIC_YEAR_MIN} or later.`)
        .max(ACADEMIC_YEAR_MAX, `Year must be ${ACADEMIC_YEAR_MAX} or earlier.`),
    ),
    /** When feedback for the year opens; without it the year is upcoming. */
    opensAt: windowTimeSchema,
    /** When it closes; without it the year stays open until staff close it. */
    closesAt: windowTimeSchema,
  })
  .refine(
    ({ opensAt, closesAt }) => !opensAt || !closesAt || Date.parse(closesAt) > Date.parse(opensAt),
    { message: SURVEY_WINDOW_TEXTS.closesBeforeOpening, path: ['closesAt'] },
  );

/** Names of words with single spaces between them, the names separated by ", ". */
const LECTURER_LIST = /^[^,\s]+(?: [^,\s]+)*(?:, [^,\s]+(?: [^,\s]+)*)*$/u;

export const moduleInputSchema = z.object({
  code: blankAsNull(
    z
      .string('Code is required.')
      .trim()
      .max(MODULE_CODE_MAX_LENGTH, `Code must be ${MODULE_CODE_MAX_LENGTH} characters or fewer.`)
      .regex(MODULE_CODE_PATTERN, 'Code may contain only letters, digits, - and _.')
      .refine(
        (code) => code.toLowerCase() !== MODULE_COMPARISON_SEGMENT,
        `Code "${MODULE_COMPARISON_SEGMENT}" is taken by the address of module comparisons.`,
      )
      .refine(
        (code) => code.toLowerCase() !== MODULE_REPORT_SEGMENT,
        `Code "${MODULE_REPORT_SEGMENT}" is taken by the address of module reports.`,
      ),
  ),
  title: blankAsNull(
    z
      .string('Title is required.')
      .trim()
      .max(
        MODULE_TITLE_MAX_LENGTH,
        `Title must be ${MODULE_TITLE_MAX_LENGTH} characters or fewer.`,
      ),
  ),
  lecturersNames: blankAsNull(
    z
      .string('Lecturer names must be text.')
      .trim()
      .max(
        LECTURERS_NAMES_MAX_LENGTH,
        `Lecturer names must be ${LECTURERS_NAMES_MAX_LENGTH} characters or fewer.`,
      )
      // Names are told apart by ", " and the reviews are checked against each name's words:
      // "Doe,Prof  Smith" would be read wrongly, so it is refused rather than guessed at.
      .regex(
        LECTURER_LIST,
        'Separate the names with a comma and a space, with single spaces inside a name, e.g. "Dr Ada Lovelace, Alan Turing".',
      )
      .nullable()
      .optional()
      .default(null),
  ),
});

/** A whole number from a query string, within [min, max]. */
const queryInteger = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${name} must be ${min} or more.`)
        .max(max, `${name} must be ${max} or less.`),
    );

/**
 * The query of GET /api/feedback/{moduleCode}; unknown parameters are ignored. All optional:
 * without them the whole list of every year is sent, as a plain array. `year` is the academic
 * year's value (2025 for 2025/26); `page` (from 1) or `pageSize` ask for one page, sent as
 * FeedbackPage.
 */
export const feedbackListQuerySchema = z.object({
  year: queryInteger('year', ACADEMIC_YEAR_MIN, ACADEMIC_YEAR_MAX).optional(),
  page: queryInteger('page', 1, FEEDBACK_PAGE_MAX).optional(),
  pageSize: queryInteger('pageSize', 1, FEEDBACK_PAGE_SIZE_MAX).optional(),
});

const staffListPaging = {
  page: queryInteger('page', 1, FEEDBACK_PAGE_MAX).optional(),
  pageSize: queryInteger('pageSize', 1, STAFF_LIST_PAGE_SIZE_MAX).optional(),
  order: z.enum(SORT_ORDERS, 'order must be asc or desc.').optional(),
};

/**
 * The query of GET /api/feedbacks/ (staff); unknown parameters are ignored. Without any of
 * these, every entry is sent as a plain array, oldest first; with any, one page (from 1) as a
 * StaffListPage, sorted by `sort` in `order` and narrowed to a module's code or a year's value.
 */
export const staffFeedbackQuerySchema = z.object({
  ...staffListPaging,
  sort: z
    .enum(STAFF_FEEDBACK_SORTS, `sort must be one of ${STAFF_FEEDBACK_SORTS.join(', ')}.`)
    .optional(),
  module: z
    .string()
    .trim()
    .min(1, 'module must be a module code.')
    .max(MODULE_CODE_MAX_LENGTH, `module must be ${MODULE_CODE_MAX_LENGTH} characters or fewer.`)
    .optional(),
  year: queryInteger('year', ACADEMIC_YEAR_MIN, ACADEMIC_YEAR_MAX).optional(),
});

/**
 * The query of GET /api/accounts/users/ (staff), like the feedback list's: `search` keeps the
 * accounts whose username or email contains it (ignoring case), `role` staff or students.
 */
export const staffUserQuerySchema = z.object({
  ...staffListPaging,
  sort: z.enum(STAFF_USER_SORTS, `sort must be one of ${STAFF_USER_SORTS.join(', ')}.`).optional(),
  search: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, `search must be ${EMAIL_MAX_LENGTH} characters or fewer.`)
    .optional(),
  role: z.enum(ACCOUNT_ROLES, 'role must be staff or student.').optional(),
});

// Request types derived from the schemas, so the client's payloads and what the server
// accepts cannot drift apart. Interfaces rather than aliases, so that signatures using them
// name them instead of spelling their members out.
// A request body's type is the schema's input (what a client sends: fields with a default may
// be left out); the `Parsed…` types are its output (what the server reads).
/* eslint-disable @typescript-eslint/no-empty-object-type -- see above */
export interface LoginPayload extends z.infer<typeof loginSchema> {}
export interface SignupPayload extends z.infer<typeof newAccountSchema> {}
export interface NewFeedbackPayload extends z.input<typeof newFeedbackSchema> {}
export interface AcademicYearInput extends z.input<typeof academicYearInputSchema> {}
export interface ModuleInput extends z.input<typeof moduleInputSchema> {}
export interface PasswordResetRequestPayload extends z.infer<typeof passwordResetRequestSchema> {}
export interface PasswordResetPayload extends z.infer<typeof passwordResetSchema> {}
/**
 * A feedback list's query as numbers: the server reads it so once parsed, and the client hands
 * numbers to the HTTP client, which writes them into the address.
 */
export interface FeedbackListQuery extends z.output<typeof feedbackListQuerySchema> {}
export interface StaffFeedbackQuery extends z.output<typeof staffFeedbackQuerySchema> {}
export interface StaffUserQuery extends z.output<typeof staffUserQuerySchema> {}
/* eslint-enable @typescript-eslint/no-empty-object-type */
/** Staff create users with the same body as a sign-up. */
export type NewUserPayload = SignupPayload;

export type ParsedNewFeedback = z.infer<typeof newFeedbackSchema>;
export type ParsedNewAccount = z.infer<typeof newAccountSchema>;

/** A student's report of a feedback entry. */
export const newReportSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, `Choose a reason: ${REPORT_REASONS.join(', ')}.`),
    // Optional for the report dialogs of earlier releases, which reported the entry as a whole.
    aspect: z.enum(ASPECTS, `Choose the text: ${ASPECTS.join(', ')}.`).nullish(),
    details: z.string('Details must be text.').nullish(),
  })
  .superRefine((report, context) => {
    const problem = reportDetailsProblem(report.reason, report.details);
    if (problem) context.addIssue({ code: 'custom', path: ['details'], message: problem });
  })
  .transform((report) => ({
    ...report,
    aspect: report.aspect ?? null,
    details: report.details?.trim() || null,
  }));

/** A module's year's "You said, we did" reply, as staff or a module leader writes it. */
export const moduleReplySchema = z
  .object({ text: z.string('The reply must be text.') })
  .superRefine((reply, context) => {
    const problem = moduleReplyProblem(reply.text);
    if (problem) context.addIssue({ code: 'custom', path: ['text'], message: problem });
  })
  .transform((reply) => ({ text: reply.text.trim() }));

/** The modules staff make an account the leader of (every other module it led it no longer does). */
export const ledModulesSchema = z.object({
  modules: z
    .array(z.number('Module ids are numbers.').int().positive(), 'Give a list of module ids.')
    .max(1000, 'Give at most 1000 modules.')
    .transform((ids) => [...new Set(ids)]),
});
