// Feedback entries: a module's published entries (every year, one year, or one page of them),
// a student submitting one, and staff listing and deleting every entry. A student's own
// entries are ./own-feedback; the Feedback shape is in ./entities.

/** The API routes of feedback (filled with fillRoute). */
export const FEEDBACK_ROUTES = {
  /** GET: a module's published entries; query: year, and page with pageSize for one page. */
  ofModule: '/api/feedback/:moduleCode',
  submit: '/api/newfeedback/',
  /** GET, staff: every entry (the staff list's query parameters page, sort and filter it). */
  all: '/api/feedbacks/',
  delete: '/api/deletefeedback/:id/',
} as const;
