import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOTES } from '@module-feedback/federation/contract';
import { onDemand, type OnDemand } from '@module-feedback/shared/shell-pages';
import { settleWithTimersStill } from '@module-feedback/shared/testing/timers-still';
import { REMOTE_FAILURE_HEADING } from './RemoteFailure';
import { remoteTexts } from './remote-texts';
import { LazyRemoteSection } from './LazyRemoteSection';

const support = vi.hoisted(() => ({ load: vi.fn(), onDemand: undefined as unknown }));
vi.mock('../on-demand', () => ({
  // A fresh one per test: the real one keeps the support once loaded.
  get REMOTE_SUPPORT() {
    return support.onDemand;
  },
}));

const [results] = REMOTES;
const SUPPORT = {
  RemoteSection: ({ remote }: { remote: { label: string } }) => <p>{remote.label} here</p>,
};

beforeEach(() => {
  support.load.mockReset();
  support.onDemand = onDemand(support.load);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('LazyRemoteSection', () => {
  it("says the section is loading until the remote support is in, then shows the support's section at once", async () => {
    let arrive: (value: unknown) => void = () => {};
    support.load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    render(<LazyRemoteSection remote={results!} />);
    expect(screen.getByRole('status', { name: remoteTexts(results!).loading })).toBeInTheDocument();
    // As in a browser: a Suspense boundary would hold the section back until its fallback
    // throttle (a timer) ran out.
    await settleWithTimersStill(() => arrive(SUPPORT));
    expect(screen.getByText(`${results!.label} here`)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the section without a loading step once the remote support has loaded', async () => {
    support.load.mockResolvedValue(SUPPORT);
    await (support.onDemand as OnDemand<unknown>).load();
    render(<LazyRemoteSection remote={results!} />);
    expect(screen.getByText(`${results!.label} here`)).toBeInTheDocument();
  });

  it('says the section is not available when the remote support does not arrive; Retry asks for it again', async () => {
    support.load
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(SUPPORT);
    render(<LazyRemoteSection remote={results!} />);
    expect(
      await screen.findByRole('heading', { name: REMOTE_FAILURE_HEADING }),
    ).toBeInTheDocument();
    expect(screen.getByText(remoteTexts(results!).unavailable)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(`${results!.label} here`)).toBeInTheDocument();
    expect(support.load).toHaveBeenCalledTimes(2);
  });
});
