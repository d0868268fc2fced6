import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOTES } from '@module-feedback/federation/contract';
import { onDemand, type OnDemand } from '@module-feedback/shared/shell-pages';
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

afterEach(() => vi.useRealTimers());

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** Lets React's scheduler (which runs on setImmediate in Node, not on the faked timers) work. */
async function schedulerTurns(): Promise<void> {
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
}

describe('LazyRemoteSection', () => {
  it("says the section is loading until the remote support is in, then shows the support's section at once", async () => {
    let arrive: (value: unknown) => void = () => {};
    support.load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    render(<LazyRemoteSection remote={results!} />);
    expect(screen.getByRole('status', { name: remoteTexts(results!).loading })).toBeInTheDocument();
    // Outside act() and with React's timers standing still, as in a browser where the section
    // must not wait for a timer: a Suspense boundary would hold it back until its fallback
    // throttle (a timer) ran out.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const actEnvironment = globalThis.IS_REACT_ACT_ENVIRONMENT;
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      arrive(SUPPORT);
      await schedulerTurns();
      expect(screen.getByText(`${results!.label} here`)).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      globalThis.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
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
