import {
  EMPTY_SUMMARY_DETAILS,
  type ListedAcademicYear,
  type Feedback,
  type Module,
  type SummaryResponse,
} from '@module-feedback/shared';

export const MODULES: Module[] = [
  { id: 1, code: 'COMP0001', title: 'Machine Learning', lecturersNames: 'Ada Lovelace' },
  { id: 2, code: 'COMP0002', title: 'Compilers', lecturersNames: 'Grace Hopper' },
  { id: 3, code: 'MATH0003', title: 'Applied Machine Intelligence', lecturersNames: null },
];

/** A survey window of a year, from its first September to the next. */
const window = (year: number) => ({
  opensAt: `${year}-09-01T00:00:00.000Z`,
  closesAt: `${year + 1}-09-01T00:00:00.000Z`,
});

export const YEARS: ListedAcademicYear[] = [
  { id: 10, year: 2023, ...window(2023), responses: 4 },
  { id: 12, year: 2025, ...window(2025), responses: 3 },
  { id: 11, year: 2024, ...window(2024), responses: 5 },
];

let nextId = 1;

/** A feedback row for module 1; ratings and texts default to empty. */
export function feedback(year: number, fields: Partial<Feedback> = {}): Feedback {
  return {
    id: nextId++,
    academicYear: { id: year - 2013, year },
    module: { id: 1, code: 'COMP0001', title: 'Machine Learning' },
    materialRating: null,
    materialFeedback: null,
    assessmentRating: null,
    assessmentFeedback: null,
    submitDate: `${year + 1}-01-15T10:00:00Z`,
    edited: false,
    ...fields,
  };
}

export function summary(fields: Partial<SummaryResponse> = {}): SummaryResponse {
  return {
    summary_material: '',
    summary_assessment: '',
    themes_material: [],
    themes_assessment: [],
    details_material: EMPTY_SUMMARY_DETAILS,
    details_assessment: EMPTY_SUMMARY_DETAILS,
    ...fields,
  };
}
