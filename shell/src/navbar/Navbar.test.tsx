import { sessionDouble, setSession, STAFF, STUDENT } from '../test/session-double';
import { UI_LABELS } from '@module-feedback/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';

vi.mock('../remotes/load-remote', () => ({
  loadRemoteLifecycles: () => new Promise(() => {}),
  forgetFailedRemote: vi.fn(),
}));

const navbar = () => within(screen.getByRole('navigation', { name: 'Main' }));

beforeEach(() => setSession({ loading: false, user: null }));

describe('Navbar', () => {
  it('links the brand (the product name) home and always offers results', () => {
    renderApp('/results');
    expect(navbar().getByRole('link', { name: /Module Feedback/ })).toHaveAttribute('href', '/');
    expect(navbar().getByRole('menuitem', { name: 'Results' })).toBeInTheDocument();
  });

  it('offers sign-in to a visitor, without greeting or log out', () => {
    renderApp('/');
    expect(navbar().getByRole('menuitem', { name: UI_LABELS.signInUp })).toBeInTheDocument();
    expect(navbar().queryByRole('button', { name: UI_LABELS.logOut })).not.toBeInTheDocument();
    expect(
      navbar().queryByRole('menuitem', { name: UI_LABELS.writeFeedback }),
    ).not.toBeInTheDocument();
  });

  it('greets a signed-in student and offers the feedback form', () => {
    setSession({ user: STUDENT });
    renderApp('/');
    expect(navbar().getByText('Hello, alice')).toBeInTheDocument();
    expect(navbar().getByRole('menuitem', { name: UI_LABELS.writeFeedback })).toBeInTheDocument();
    expect(navbar().queryByRole('menuitem', { name: UI_LABELS.signInUp })).not.toBeInTheDocument();
    expect(
      navbar().queryByRole('menuitem', { name: UI_LABELS.adminDashboard }),
    ).not.toBeInTheDocument();
  });

  it('offers staff the admin dashboard', () => {
    setSession({ user: STAFF });
    renderApp('/');
    expect(navbar().getByRole('menuitem', { name: UI_LABELS.adminDashboard })).toBeInTheDocument();
    expect(
      navbar().queryByRole('menuitem', { name: UI_LABELS.writeFeedback }),
    ).not.toBeInTheDocument();
  });

  it('follows sign-in and sign-out as they happen', () => {
    renderApp('/');
    setSession({ user: STUDENT });
    expect(navbar().getByText('Hello, alice')).toBeInTheDocument();
    setSession({ user: null });
    expect(navbar().queryByText('Hello, alice')).not.toBeInTheDocument();
  });

  it('logs out and goes home', async () => {
    setSession({ user: STUDENT });
    const { router } = renderApp('/results');
    await userEvent.click(navbar().getByRole('button', { name: UI_LABELS.logOut }));
    expect(sessionDouble.logout).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
    expect(navbar().getByRole('menuitem', { name: UI_LABELS.signInUp })).toBeInTheDocument();
  });

  it('moves through the router when a link is clicked', async () => {
    const { router } = renderApp('/');
    await userEvent.click(navbar().getByText('Results'));
    expect(router.state.location.pathname).toBe('/results');
  });
});
