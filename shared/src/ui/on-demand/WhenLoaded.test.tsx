import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { settleWithTimersStill } from '../../testing/timers-still';
import { onDemand } from './on-demand';
import { WhenLoaded } from './WhenLoaded';

const Chart = ({ title }: { title: string }) => <h2>{title}</h2>;

describe('WhenLoaded', () => {
  it('says what is loading, then shows the part once its code is in', async () => {
    let arrive: (component: typeof Chart) => void = () => undefined;
    const code = onDemand(() => new Promise<typeof Chart>((resolve) => (arrive = resolve)));
    render(
      <WhenLoaded code={code} what="the chart">
        {(Loaded) => <Loaded title="Responses per week" />}
      </WhenLoaded>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the chart…');
    // As in a browser: React.lazy in a Suspense boundary would wait for a 300 ms timer here.
    await settleWithTimersStill(() => arrive(Chart));
    expect(screen.getByRole('heading', { name: 'Responses per week' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows code the page already has at once, without a loading step', async () => {
    const code = onDemand(async () => Chart);
    await code.load();
    render(
      <WhenLoaded code={code} what="the chart">
        {(Loaded) => <Loaded title="Responses per week" />}
      </WhenLoaded>,
    );
    expect(screen.getByRole('heading', { name: 'Responses per week' })).toBeInTheDocument();
  });

  it('says it could not load, and Retry asks for the code again', async () => {
    const importCode = vi
      .fn<() => Promise<typeof Chart>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Chart);
    render(
      <WhenLoaded code={onDemand(importCode)} what="the chart">
        {(Loaded) => <Loaded title="Responses per week" />}
      </WhenLoaded>,
    );
    expect(
      await screen.findByText('Could not load the chart. Check your connection, then try again.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Responses per week' })).toBeInTheDocument();
    expect(importCode).toHaveBeenCalledTimes(2);
  });
});
