import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REMOTES } from '@module-feedback/federation/contract';
import { OverrideBanner } from './OverrideBanner';
import { LOOPBACK_ONLY } from './overrides';

describe('OverrideBanner', () => {
  it('names each overridden section and its source, with a one-click reset', async () => {
    const reset = vi.fn();
    render(
      <OverrideBanner
        overrides={{
          active: [{ remote: REMOTES[0], entry: 'http://localhost:5174/remoteEntry.js' }],
          refused: [
            { remote: 'mfe-auth', given: 'https://cdn.example.org/', reason: LOOPBACK_ONLY },
          ],
        }}
        onReset={reset}
      />,
    );
    const banner = screen.getByRole('complementary', { name: 'Developer overrides' });
    expect(banner).toHaveTextContent(
      'Developer override: the results section comes from http://localhost:5174/remoteEntry.js, not from the deployment.',
    );
    expect(banner).toHaveTextContent(
      `Override of mfe-auth ignored: https://cdn.example.org/ — ${LOOPBACK_ONLY}.`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset overrides' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('shows nothing without overrides', () => {
    const { container } = render(
      <OverrideBanner overrides={{ active: [], refused: [] }} onReset={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
