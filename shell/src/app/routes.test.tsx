import { setSession } from '../test/shared-fake';
import { MESSAGES } from '@module-feedback/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOTES } from '@module-feedback/federation/contract';
import { NOT_FOUND_TEXT } from '../errors/UnexpectedApplicationError';
import { renderApp } from '../test/render-app';

const load = vi.hoisted(() => vi.fn(() => new Promise(() => {})));
vi.mock('../remotes/loading/load-remote', () => ({ loadRemoteLifecycles: load }));

beforeEach(() => setSession({ loading: false, user: null }));

describe('routes', () => {
  it('shows the spec text for an unknown path, says the page is not found, and links home', () => {
    renderApp('/no/such/page');
    expect(
      screen.getByRole('heading', { name: MESSAGES.unexpectedApplicationError }),
    ).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(REMOTES.map((remote) => [remote.route, remote.name]))(
    'mounts a remote on %s',
    async (route, name) => {
      renderApp(route);
      // Once the remote support's chunk is in.
      await vi.waitFor(() => expect(load).toHaveBeenLastCalledWith(name));
    },
  );

  it('keeps deeper paths of a remote on that remote', async () => {
    renderApp('/results/COMP3001');
    await vi.waitFor(() => expect(load).toHaveBeenLastCalledWith('mfe_results'));
    expect(screen.queryByText(MESSAGES.unexpectedApplicationError)).not.toBeInTheDocument();
  });
});
