// Names of the scopes of the data that cached responses show, as the triggers of
// db/migrations/0005-revision-scopes.ts record their changes.
export const SCOPES = {
  moduleList: 'modules',
  /** Deploys and rollbacks of the shell or any remote (db/migrations/0011-deployments.ts). */
  remoteDeployments: 'remote-deployments',
  academicYearList: 'academic-years',
  /** Accounts added, removed, or changed in what the staff users list shows (0056-account-scopes.ts). */
  accountList: 'accounts',
  /** One module's row (code, title, lecturers). */
  module: (id: number) => `module:${id}`,
  /** One academic year's row. */
  academicYear: (id: number) => `academic-year:${id}`,
  /** A module's feedback, of every year or of one. */
  feedback: (moduleId: number, yearId?: number) =>
    yearId === undefined ? `feedback:${moduleId}` : `feedback:${moduleId}:${yearId}`,
  /**
   * Feedback of a module's year was hidden, edited or deleted: what was shown may have to go
   * (db/migrations/0016-feedback-retractions.ts).
   */
  feedbackRetracted: (moduleId: number, yearId: number) =>
    `feedback-retracted:${moduleId}:${yearId}`,
  /** Helpful votes on a module's reviews, of every year or of one (0059-helpful-votes.ts). */
  helpfulVotes: (moduleId: number, yearId?: number) =>
    yearId === undefined ? `helpful-votes:${moduleId}` : `helpful-votes:${moduleId}:${yearId}`,
  /**
   * The summaries stored for a module's year were made, replaced or removed
   * (db/migrations/0055-summary-scopes.ts).
   */
  summary: (moduleId: number, yearId: number) => `summary:${moduleId}:${yearId}`,
};
