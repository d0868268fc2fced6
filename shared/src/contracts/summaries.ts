// Summaries: what the summarizer made of the texts of a module's academic year, per aspect.
// The SummaryResponse shape is in ./entities, the verdict's wording in ./summary-verdict.

/** The API routes of summaries (filled with fillRoute). */
export const SUMMARY_ROUTES = {
  /** GET: the summary of the module whose code is :moduleCode in the academic year :year. */
  ofModuleYear: '/api/summarize-feedback/:moduleCode/:year',
} as const;
