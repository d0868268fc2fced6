export * from './entities';
export * from './messages';
export * from './constants';
export * from './fill-route';
export * from './ratings';
export * from './rating-distribution';
export * from './aspect-trend';
export * from './aspect-figures';
export * from './usernames';
// Not here: ./lecturers and ./comparable-text carry Unicode's confusables table (~28 KiB
// gzipped), so they are the package's own entry points (lecturer-names, look-alike), loaded
// only by the code that compares names rather than by every page.
export * from './academic-years';
export * from './bidi-controls';
export * from './review-rules';
export * from './summary-verdict';
// The request schemas (zod) are the package's own entry point, schemas, which the api
// validates with; the pages only need the types derived from them, so zod stays out of
// every page's first download.
export type {
  AcademicYearInput,
  FeedbackListQuery,
  LoginPayload,
  ModuleInput,
  ParsedNewAccount,
  ParsedNewFeedback,
  NewFeedbackPayload,
  NewUserPayload,
  PasswordResetPayload,
  PasswordResetRequestPayload,
  SignupPayload,
  StaffFeedbackQuery,
  StaffUserQuery,
} from './schemas';
export * from './aspects';
export * from './own-feedback';
export * from './results-paths';
export * from './module-report';
export * from './results-overview';
export * from './extra-questions';
export * from './moderation';
export * from './helpful-votes';
export * from './staff-overview';
export * from './response-rates';
export * from './accounts';
export * from './staff-lists';
export * from './modules';
export * from './feedback';
export * from './summaries';
export * from './users';
export * from './publication';
export * from './enrolment';
export * from './locales';
