// Each aspect's average per academic year: the results page's trend chart draws it from the
// feedback it loaded, and the module report's PDF lists it.
import { ratingOf } from './aspects';
import type { Aspect, Feedback } from './entities';
import { averageRating } from './ratings';

export interface AspectTrend {
  /** Academic years with any feedback for the module, oldest first. */
  years: number[];
  /** Per aspect, the average for each of `years`; null where nobody rated it that year. */
  series: { aspect: Aspect; averages: (number | null)[] }[];
}

export function aspectTrend(
  feedback: readonly Feedback[],
  aspects: readonly Aspect[],
): AspectTrend {
  const years = [...new Set(feedback.map((entry) => entry.academicYear.year))].sort(
    (a, b) => a - b,
  );
  const ratingsIn = (year: number, aspect: Aspect) =>
    feedback
      .filter((entry) => entry.academicYear.year === year)
      .map((entry) => ratingOf(entry, aspect));
  return {
    years,
    series: aspects.map((aspect) => ({
      aspect,
      averages: years.map((year) => averageRating(ratingsIn(year, aspect)).average),
    })),
  };
}
