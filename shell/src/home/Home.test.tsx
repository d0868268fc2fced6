import { setSession, STAFF, STUDENT } from '../test/shared-fake';
import { UI_LABELS } from '@module-feedback/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

const main = () => screen.getByRole('main');

beforeEach(() => setSession({ loading: false, user: null }));

describe('Home', () => {
  it('welcomes a visitor, links results and invites to sign in', () => {
    renderApp('/');
    expect(screen.getByRole('heading', { name: 'Welcome to Module Feedback' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: UI_LABELS.viewModuleFeedback })).toHaveAttribute(
      'href',
      '/results',
    );
    expect(screen.getByRole('link', { name: UI_LABELS.loginForMore })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(
      screen.queryByRole('link', { name: UI_LABELS.leaveModuleFeedback }),
    ).not.toBeInTheDocument();
  });

  it.each([
    ['student', STUDENT],
    ['staff member', STAFF],
  ])('offers a signed-in %s to leave feedback', (_role, user) => {
    setSession({ user });
    renderApp('/');
    expect(screen.getByRole('link', { name: UI_LABELS.leaveModuleFeedback })).toHaveAttribute(
      'href',
      '/feedback',
    );
    expect(screen.queryByRole('link', { name: UI_LABELS.loginForMore })).not.toBeInTheDocument();
  });

  it('shows a neutral loading state until the session has settled', () => {
    setSession({ loading: true, user: null });
    renderApp('/');
    expect(main()).toContainElement(screen.getByRole('status', { name: 'Loading' }));
    expect(screen.queryByRole('link', { name: UI_LABELS.loginForMore })).not.toBeInTheDocument();
    setSession({ loading: false });
    expect(screen.getByRole('link', { name: UI_LABELS.loginForMore })).toBeInTheDocument();
  });
});
