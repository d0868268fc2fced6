import { ASPECT_LABELS, ratingDistribution, type Aspect } from '@module-feedback/shared';
import { ChartWhenVisible } from './ChartWhenVisible';
import { memo, useMemo } from 'react';
import { ASPECT_COLORS } from './aspect-colors';
import { useThemeColors } from './use-theme-colors';

interface RatingDistributionChartProps {
  aspect: Aspect;
  ratings: readonly number[];
}

/** A bar per whole mark: how many students gave it. Memoised: PrimeReact redraws on every render. */
export const RatingDistributionChart = memo(function RatingDistributionChart({
  aspect,
  ratings,
}: RatingDistributionChartProps) {
  const colors = useThemeColors();
  const buckets = useMemo(() => ratingDistribution(ratings), [ratings]);

  const data = useMemo(
    () => ({
      labels: buckets.map((bucket) => bucket.label),
      datasets: [
        {
          label: 'Students',
          data: buckets.map((bucket) => bucket.count),
          backgroundColor: ASPECT_COLORS[aspect],
        },
      ],
    }),
    [buckets, aspect],
  );

  const options = useMemo(
    () => ({
      maintainAspectRatio: false,
      plugins: { legend: { display: false } },
      scales: {
        x: {
          title: { display: true, text: 'Rating', color: colors.textSecondary },
          ticks: { color: colors.textSecondary },
          grid: { color: colors.grid },
        },
        y: {
          beginAtZero: true,
          title: { display: true, text: 'Students', color: colors.textSecondary },
          ticks: { color: colors.textSecondary, precision: 0 },
          grid: { color: colors.grid },
        },
      },
    }),
    [colors],
  );

  const description = `${ASPECT_LABELS[aspect]} rating distribution: ${buckets
    .map((bucket) => `${bucket.label}: ${bucket.count}`)
    .join(', ')}`;

  return (
    <ChartWhenVisible
      type="bar"
      data={data}
      options={options}
      ariaLabel={description}
      className="mr-chart mr-chart--distribution"
    />
  );
});
