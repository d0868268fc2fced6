import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOTES } from '@module-feedback/federation/contract';
import { REMOTE_FAILURE_HEADING } from './RemoteFailure';
import { remoteTexts } from './remote-texts';

const support = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('../on-demand', () => ({ remoteSupport: support.load }));

const [results] = REMOTES;

beforeEach(() => {
  vi.resetModules();
  support.load.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => vi.unstubAllGlobals());

/** The section as a fresh module: React keeps a lazy component's first outcome. */
async function renderSection() {
  const { LazyRemoteSection } = await import('./LazyRemoteSection');
  render(<LazyRemoteSection remote={results!} />);
}

describe('LazyRemoteSection', () => {
  it("says the section is loading until the remote support is in, then shows the support's section", async () => {
    let arrive: (value: unknown) => void = () => {};
    support.load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    await renderSection();
    expect(screen.getByRole('status', { name: remoteTexts(results!).loading })).toBeInTheDocument();
    arrive({
      RemoteSection: ({ remote }: { remote: { label: string } }) => <p>{remote.label} here</p>,
    });
    expect(await screen.findByText(`${results!.label} here`)).toBeInTheDocument();
  });

  it('says the section is not available when the remote support does not arrive; Retry loads the page again', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    support.load.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await renderSection();
    expect(
      await screen.findByRole('heading', { name: REMOTE_FAILURE_HEADING }),
    ).toBeInTheDocument();
    expect(screen.getByText(remoteTexts(results!).unavailable)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalled();
  });
});
