// The exact user-facing texts the product promises (labels, validation, alerts), and the client's own words for
// failed calls. Tests on both sides import them, so a changed word fails loudly.

export const MESSAGES = {
  loginNoData:
    'Something went wrong while logging in the user. The username or password may be wrong. Please try again.',
  loginFailed: 'Failed to login. The username or password may be wrong. Please try again.',
  signupFailed: 'Signup failed. Please try again with a different username or email.',
  signupSucceeded: 'Signup successful. You are now logged in.',
  feedbackSubmitted: 'Feedback submitted successfully',
  selectModuleBeforeSubmit: 'Please select a module before submitting.',
  fillFormBeforeSubmit: 'Please fill in the form before submitting.',
  selectModuleBeforeReview: 'Please select a module before writing the review.',
  reviewIncludesLecturerName: "Review cannot include the lecturer's name.",
  fixErrorsBeforeSubmit: 'Please fix the errors before submitting.',
  passwordsDoNotMatch: 'Passwords do not match!',
  usernameHint: 'Required. 150 characters or fewer. Letters, digits and @/./+/-/_ only.',
  noRatingsYet: 'No ratings yet',
  noFeedbackAvailable: 'No feedback available.',
  unexpectedApplicationError: 'Unexpected Application Error!',
  confirmCancel: 'Are you sure you want to cancel? Any unsaved changes will be lost.',
  /** A student not enrolled on a module's year that has enrolment (see contracts/enrolment.ts). */
  notEnrolled: 'You are not enrolled on this module this year.',
} as const;

export type AdminEntity = 'year' | 'module' | 'feedback' | 'user';

export function confirmDeleteMessage(entity: AdminEntity): string {
  return `Are you sure you want to delete this ${entity}?`;
}

export const UI_LABELS = {
  writeFeedback: 'Write a Feedback',
  adminDashboard: 'Admin Dashboard',
  signInUp: 'Sign in/Sign up',
  logOut: 'Log out',
  viewModuleFeedback: 'View Module Feedback',
  leaveModuleFeedback: 'Leave Module Feedback',
  loginForMore: 'Log in/Sign up for more features',
} as const;

/** What the client says when a call fails, whatever the server's own wording. */
export const API_ERROR_TEXTS = {
  unreachable: 'The server could not be reached. Check your connection and try again.',
  serverError: 'The server had a problem and could not finish this. Please try again in a moment.',
  checkFields: 'Some details need correcting.',
  unexpected: 'Something went wrong. Please try again.',
} as const;
