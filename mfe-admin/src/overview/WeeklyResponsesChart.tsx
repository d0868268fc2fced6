// Responses per week of the year as bars: when students write. Loaded lazily with chart.js.
import { Chart } from 'primereact/chart';
import type { OverviewWeek } from '@module-feedback/shared';

export default function WeeklyResponsesChart({ weeks }: { weeks: readonly OverviewWeek[] }) {
  const data = {
    labels: weeks.map((week) => week.weekStart),
    datasets: [
      {
        label: 'Responses',
        data: weeks.map((week) => week.responses),
        backgroundColor: '#3b82f6',
      },
    ],
  };
  const options = {
    maintainAspectRatio: false,
    plugins: { legend: { display: false } },
    scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
  };
  return (
    <Chart
      type="bar"
      data={data}
      options={options}
      className="ma-overview__chart"
      ariaLabel="Responses per week"
    />
  );
}
