import {
  MODULE_REPORT_TEXTS,
  ASPECT_LABELS,
  formatAcademicYear,
  formatAverage,
  MESSAGES,
  RATING_MAX,
  RATING_MIN,
  type AspectTrend,
} from '@module-feedback/shared';
import { ChartWhenVisible } from './ChartWhenVisible';
import { memo, useId, useMemo } from 'react';
import { ASPECT_COLORS } from './aspect-colors';
import { useThemeColors } from './use-theme-colors';

interface AspectTrendChartProps {
  /** Each aspect's average per academic year (`aspectTrend` of the module's feedback). */
  trend: AspectTrend;
  /**
   * A section of the page (level 2), or one part of a compared module (level 4): a group, not
   * a region there, since every compared module has one and landmarks' names must differ.
   */
  headingLevel?: 2 | 4;
}

/** Each aspect's average rating across academic years. */
export const AspectTrendChart = memo(function AspectTrendChart({
  trend,
  headingLevel = 2,
}: AspectTrendChartProps) {
  const titleId = useId();
  const Title = headingLevel === 2 ? 'h2' : 'h4';
  const Box = headingLevel === 2 ? 'section' : 'div';
  const colors = useThemeColors();

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
    <Box className="mr-trend" role={Box === 'div' ? 'group' : undefined} aria-labelledby={titleId}>
      <Title id={titleId}>{MODULE_REPORT_TEXTS.trend}</Title>
      {trend.years.length === 0 ? (
        <p>{MESSAGES.noRatingsYet}</p>
      ) : (
        <ChartWhenVisible
          type="line"
          data={data}
          options={options}
          ariaLabel={description}
          className="mr-chart mr-chart--trend"
        />
      )}
    </Box>
  );
});
