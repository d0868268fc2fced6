import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteDeployments } from './deployments-data';
import { DeploymentsTab } from './DeploymentsTab';
import { cellValue } from '@module-feedback/test-support/table-cells';

const loadDeployments = vi.hoisted(() => vi.fn());
vi.mock('./deployments-data', () => ({ loadDeployments }));

const counts = (load: number, mountErrors = 0) => ({
  load,
  refused: 0,
  'load-failure': 1,
  'mount-error': mountErrors,
  'uncaught-error': 0,
});

const results: RemoteDeployments = {
  remote: 'mfe-results',
  live: { version: '1.0.0-live', sequence: 7 },
  canaries: [
    {
      id: 2,
      version: '1.0.0-canary',
      share: 10,
      actor: 'token:results-ci',
      startedAt: '2026-11-25T03:00:00.000Z',
      reason: null,
      ended: null,
    },
    {
      id: 1,
      version: '1.0.0-broken',
      share: 50,
      actor: 'staff:admin',
      startedAt: '2026-11-24T03:00:00.000Z',
      reason: null,
      ended: { outcome: 'rolled-back', by: 'server', reason: 'automatic rollback: 100.0% failed' },
    },
  ],
  reports: [
    { version: '1.0.0-canary', counts: counts(20, 3), failureRate: 0.2 },
    { version: '1.0.0-live', counts: counts(200), failureRate: 0.005 },
  ],
};

beforeEach(() => {
  loadDeployments.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('DeploymentsTab', () => {
  it('shows each version’s counts and failure rate, marking the live one and the running canary', async () => {
    loadDeployments.mockResolvedValue([results]);
    render(<DeploymentsTab />);
    await screen.findByRole('heading', { name: 'mfe-results' });
    const table = await screen.findByRole('table', {
      name: 'Versions of mfe-results as browsers reported them',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map(cellValue));
    expect(rows).toEqual([
      ['1.0.0-canary', 'Canary, 10% of browsers', '20', '0', '1', '3', '0', '20.0%'],
      ['1.0.0-live', 'Live', '200', '0', '1', '0', '0', '0.5%'],
    ]);
    const canaries = screen.getByRole('list', { name: 'Canaries of mfe-results' });
    expect(
      within(canaries)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Canary 1.0.0-canary for 10% by token:results-ci: running',
      'Canary 1.0.0-broken for 50% by staff:admin: Rolled back automatically by server (automatic rollback: 100.0% failed)',
    ]);
  });

  it('says why the deployments did not load, with a retry', async () => {
    loadDeployments.mockRejectedValueOnce(new Error('offline')).mockResolvedValue([results]);
    render(<DeploymentsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'mfe-results' })).toBeInTheDocument();
  });
});
