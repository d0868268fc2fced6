import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REMOTES } from '@module-feedback/federation/contract';
import { OverrideBanner } from './OverrideBanner';
import { LOOPBACK_ONLY } from './overrides';

const RESULTS = REMOTES[0];
const ENTRY = 'http://localhost:5174/remoteEntry.js';

describe('OverrideBanner', () => {
  it('names each overridden section and its source, with a one-click reset', async () => {
    const reset = vi.fn();
    render(
      <OverrideBanner
        overrides={{
          active: [{ remote: RESULTS, entry: ENTRY }],
          refused: [
            { remote: 'mfe-auth', given: 'https://cdn.example.org/', reason: LOOPBACK_ONLY },
          ],
          requested: [],
        }}
        onReset={reset}
        onAccept={() => {}}
      />,
    );
    const banner = screen.getByRole('complementary', { name: 'Developer overrides' });
    expect(banner).toHaveTextContent(
      `Developer override: the results section comes from ${ENTRY}, not from the deployment.`,
    );
    expect(banner).toHaveTextContent(
      `Override of mfe-auth ignored: https://cdn.example.org/ — ${LOOPBACK_ONLY}.`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset overrides' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('asks before applying an override a link asked for, and can ignore it', async () => {
    const accept = vi.fn();
    const requested = { remote: RESULTS, given: 'http://localhost:5174/', entry: ENTRY };
    const { container } = render(
      <OverrideBanner
        overrides={{ active: [], refused: [], requested: [requested] }}
        onReset={() => {}}
        onAccept={accept}
      />,
    );
    const banner = screen.getByRole('complementary', { name: 'Developer overrides' });
    expect(banner).toHaveTextContent(
      `A link asks to load the results section from ${ENTRY} instead of the deployment.`,
    );
    expect(screen.queryByRole('button', { name: 'Reset overrides' })).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: `Load the results section from ${ENTRY}` }),
    );
    expect(accept).toHaveBeenCalledWith(requested);
    await userEvent.click(
      screen.getByRole('button', { name: 'Ignore the override of the results section' }),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing without overrides', () => {
    const { container } = render(
      <OverrideBanner
        overrides={{ active: [], refused: [], requested: [] }}
        onReset={() => {}}
        onAccept={() => {}}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
