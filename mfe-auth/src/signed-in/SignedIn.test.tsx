import { fakeShared, setSession, SIGNED_OUT } from '../test/shared-fake';
import { ACCOUNT_MESSAGES, UI_LABELS, type CurrentUser } from '@module-feedback/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App, AUTH_HEADING } from '../App';
import { SIGNED_IN_TEXTS } from './SignedIn';

const STUDENT: CurrentUser = { username: 'ada', is_staff: false, studentId: 7 };
const STAFF: CurrentUser = { username: 'grace', is_staff: true, studentId: null };

const signIn = (user: CurrentUser) => {
  setSession({ loading: false, user, tokens: { access: 'a', refresh: 'r' } });
};

describe('/auth when signed in', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => {
    setSession(SIGNED_OUT);
    window.history.replaceState(null, '', '/');
  });

  it('says who is signed in instead of offering the sign-in form', () => {
    signIn(STUDENT);
    render(<App />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(SIGNED_IN_TEXTS.heading);
    expect(screen.getByText(/Signed in as/)).toHaveTextContent('Signed in as ada.');
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('leads a student to the results and to writing feedback', () => {
    signIn(STUDENT);
    render(<App />);
    expect(screen.getByRole('link', { name: SIGNED_IN_TEXTS.seeResults })).toHaveAttribute(
      'href',
      '/results',
    );
    expect(screen.getByRole('link', { name: UI_LABELS.leaveModuleFeedback })).toHaveAttribute(
      'href',
      '/feedback',
    );
    expect(screen.queryByRole('link', { name: UI_LABELS.adminDashboard })).not.toBeInTheDocument();
  });

  it('leads staff to the results and the dashboard, not to the feedback form', () => {
    signIn(STAFF);
    render(<App />);
    expect(screen.getByRole('link', { name: SIGNED_IN_TEXTS.seeResults })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: UI_LABELS.adminDashboard })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(
      screen.queryByRole('link', { name: UI_LABELS.leaveModuleFeedback }),
    ).not.toBeInTheDocument();
  });

  it('logs out and goes to /, as the navbar does', async () => {
    signIn(STUDENT);
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: UI_LABELS.logOut }));
    expect(fakeShared.session.logout).toHaveBeenCalledOnce();
    expect(fakeShared.navigator).toHaveBeenCalledWith('/');
  });

  it('shows neither the form nor a signed-in user until the sign-in is checked', () => {
    setSession({ loading: true, user: null, tokens: null });
    render(<App />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in…');
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(AUTH_HEADING);
  });

  it("still opens a mailed link's page when signed in", () => {
    signIn(STUDENT);
    window.history.replaceState(null, '', '/auth/forgot-password');
    render(<App />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      ACCOUNT_MESSAGES.forgotPasswordTitle,
    );
    expect(screen.queryByText(/Signed in as/)).not.toBeInTheDocument();
  });
});
