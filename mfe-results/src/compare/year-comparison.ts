// The figures of two academic years of one module, side by side: responses, and per aspect the
// average, how many ratings it is over and how the ratings spread over the whole marks.
import {
  formatAverage,
  ratingDistribution,
  type AcademicYear,
  type Aspect,
  type Feedback,
  type RatingBucket,
} from '@module-feedback/shared';
import { aspectResults } from '../results-card/aspect-results';

export interface YearFigures {
  responses: number;
  aspects: Record<string, { average: string; ratingCount: number; buckets: RatingBucket[] }>;
}

export function yearFigures(
  feedback: readonly Feedback[],
  year: number,
  aspects: readonly Aspect[],
): YearFigures {
  const ofYear = feedback.filter((entry) => entry.academicYear.year === year);
  return {
    responses: ofYear.length,
    aspects: Object.fromEntries(
      aspects.map((aspect) => {
        const results = aspectResults(ofYear, aspect);
        return [
          aspect,
          {
            average: formatAverage(results.average),
            ratingCount: results.ratingCount,
            buckets: ratingDistribution(results.ratings),
          },
        ];
      }),
    ),
  };
}

/** The years with feedback other than `year`, newest first: what it can be compared with. */
export function comparableYears(feedback: readonly Feedback[], year: number): AcademicYear[] {
  const years = new Map(feedback.map((entry) => [entry.academicYear.year, entry.academicYear]));
  years.delete(year);
  return [...years.values()].sort((a, b) => b.year - a.year);
}

/** The year compared by default: the closest earlier one, else the closest later one. */
export function defaultComparison(candidates: readonly AcademicYear[], year: number) {
  return (candidates.find((candidate) => candidate.year < year) ?? candidates.at(-1))?.year;
}
