// The staff overview of one academic year: every module's figures beside the previous year's,
// the modules that need attention, the year's totals and when students wrote; and the CSV
// exports staff download.
import type { Aspect } from './entities';

/** The API routes of the staff overview and its exports (filled with fillRoute). */
export const STAFF_OVERVIEW_ROUTES = {
  /** The overview of the academic year whose value is :year (2025 for 2025/26). */
  overview: '/api/staff/overview/:year/',
  /** CSV of feedback entries; query: module (code), year (value), identity=1. */
  feedbackExport: '/api/staff/exports/feedback/',
  /** CSV of the overview's module table. */
  overviewExport: '/api/staff/exports/overview/:year/',
} as const;

/** Why a module needs attention. */
export type AttentionReason = 'lowest-average' | 'largest-drop' | 'few-responses';

export const ATTENTION_LABELS: Record<AttentionReason, string> = {
  'lowest-average': 'Lowest average',
  'largest-drop': 'Largest drop',
  'few-responses': 'Few responses',
};

/** The rules the flags follow, stated once for the server and the page that explains them. */
export const ATTENTION_RULES = {
  /** How many modules (with responses) are flagged for the lowest overall average. */
  lowestAverages: 3,
  /** How many modules are flagged for the largest fall of their overall average. */
  largestDrops: 3,
  /** Modules with at least one response but fewer than this are flagged. */
  fewResponsesBelow: 5,
} as const;

export interface StaffOverviewModule {
  moduleId: number;
  code: string;
  title: string;
  responses: number;
  averages: Record<Aspect, number | null>;
  /** The overall average: the mean of the aspect averages there are; null without any. */
  overall: number | null;
  /** The previous academic year's figures, null when there is no previous year. */
  previous: { responses: number; overall: number | null } | null;
  /** The overall average minus the previous year's; null when either is missing. */
  change: number | null;
  attention: AttentionReason[];
}

export interface OverviewWeek {
  /** The Monday the week starts on, YYYY-MM-DD (UTC). */
  weekStart: string;
  responses: number;
}

export interface StaffOverview {
  year: number;
  previousYear: number | null;
  totals: { responses: number; students: number; modulesWithoutResponses: number };
  modules: StaffOverviewModule[];
  /** Weeks with at least one response, oldest first. */
  weeks: OverviewWeek[];
}
