import {
  formatAcademicYear,
  formatAverage,
  MESSAGES,
  RATING_MAX,
  RATING_MIN,
  type Aspect,
  type Feedback,
} from '@module-feedback/shared';
import { ChartWhenVisible } from './ChartWhenVisible';
import { memo, useMemo } from 'react';
import { ASPECT_LABELS } from '../aspects/aspect-fields';
import { ASPECT_COLORS } from './aspect-colors';
import { aspectTrend } from './aspect-trend';
import { useThemeColors } from './use-theme-colors';

interface AspectTrendChartProps {
  /** All of the module's feedback, every year. */
  feedback: readonly Feedback[];
  aspects: readonly Aspect[];
}

/** Each aspect's average rating across academic years. */
export const AspectTrendChart = memo(function AspectTrendChart({
  feedback,
  aspects,
}: AspectTrendChartProps) {
  const colors = useThemeColors();
  const trend = useMemo(() => aspectTrend(feedback, aspects), [feedback, aspects]);

  const data = useMemo(
    () => ({
      labels: trend.years.map(formatAcademicYear),
      datasets: trend.series.map(({ aspect, averages }) => ({
        label: ASPECT_LABELS[aspect],
        data: averages,
        borderColor: ASPECT_COLORS[aspect],
        backgroundColor: ASPECT_COLORS[aspect],
        spanGaps: true,
        tension: 0.25,
      })),
    }),
    [trend],
  );

  const options = useMemo(
    () => ({
      maintainAspectRatio: false,
      plugins: { legend: { labels: { color: colors.text } } },
      scales: {
        x: { ticks: { color: colors.textSecondary }, grid: { color: colors.grid } },
        y: {
          min: RATING_MIN,
          max: RATING_MAX,
          title: { display: true, text: 'Average rating', color: colors.textSecondary },
          ticks: { color: colors.textSecondary },
          grid: { color: colors.grid },
        },
      },
    }),
    [colors],
  );

  const description = `Average ratings by academic year. ${trend.series
    .map(
      ({ aspect, averages }) =>
        `${ASPECT_LABELS[aspect]}: ${averages
          .map(
            (average, index) =>
              `${formatAcademicYear(trend.years[index]!)} ${formatAverage(average)}`,
          )
          .join(', ')}`,
    )
    .join('. ')}`;

  return (
    <section className="mr-trend" aria-labelledby="results-trend-title">
      <h2 id="results-trend-title">Ratings across years</h2>
      {trend.years.length === 0 ? (
        <p>{MESSAGES.noRatingsYet}</p>
      ) : (
        <ChartWhenVisible
          type="line"
          data={data}
          options={options}
          ariaLabel={description}
          style={{ position: 'relative', height: '16rem' }}
        />
      )}
    </section>
  );
});
