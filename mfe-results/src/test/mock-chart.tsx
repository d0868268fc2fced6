// jsdom has no canvas, so chart.js cannot draw. This stand-in keeps what the user-facing
// contract is made of: a canvas with role "img" and the chart's text alternative.
// Import it in a test file before the components that draw charts.
import { vi } from 'vitest';

vi.mock('primereact/chart', () => ({
  Chart: ({ ariaLabel, type }: { ariaLabel?: string; type?: string }) => (
    <canvas role="img" aria-label={ariaLabel} data-chart-type={type} />
  ),
}));
