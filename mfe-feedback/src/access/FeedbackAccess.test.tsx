import { fakeShared, setSession } from '@module-feedback/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, UI_LABELS, type SessionState } from '@module-feedback/shared';
import { FeedbackAccess, STAFF_EXPLANATION, VISITOR_EXPLANATION } from './FeedbackAccess';

/** An access token as the client reads it (the server verifies; the client only decodes). */
const unsignedToken = (claims: object) =>
  `e30.${btoa(JSON.stringify({ is_staff: false, ...claims }))}.signature`;

function renderAs(state: Partial<SessionState>) {
  setSession({ loading: false, user: null, tokens: null, ...state });
  render(<FeedbackAccess>{(user) => <p>form for {user.username}</p>}</FeedbackAccess>);
}

beforeEach(() => fakeShared.navigator.mockReset());

describe('FeedbackAccess', () => {
  it('waits for the session before deciding', () => {
    renderAs({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in');
    expect(screen.queryByText(/form for/)).not.toBeInTheDocument();
  });

  it('shows the form to a signed-in student', () => {
    renderAs({ user: { username: 'sam', is_staff: false, studentId: 5 } });
    expect(screen.getByText('form for sam')).toBeInTheDocument();
  });

  it('tells a student whose address is not confirmed, instead of the form', () => {
    renderAs({
      user: { username: 'sam', is_staff: false, studentId: 5 },
      tokens: { access: unsignedToken({ username: 'sam', email_verified: false }), refresh: 'r' },
    });
    expect(screen.getByRole('heading', { name: ACCOUNT_MESSAGES.verifyTitle })).toBeInTheDocument();
    expect(screen.queryByText(/form for/)).not.toBeInTheDocument();
  });

  it('explains to a visitor and offers sign in', async () => {
    renderAs({ user: null });
    expect(screen.getByText(VISITOR_EXPLANATION)).toBeInTheDocument();
    expect(screen.queryByText(/form for/)).not.toBeInTheDocument();
    const signIn = screen.getByRole('link', { name: UI_LABELS.signInUp });
    expect(signIn).toHaveAttribute('href', '/auth');
    await userEvent.click(signIn);
    expect(fakeShared.navigator).toHaveBeenCalledWith('/auth');
  });

  it('explains to staff and offers the dashboard and the results', async () => {
    renderAs({ user: { username: 'boss', is_staff: true, studentId: null } });
    expect(screen.getByText(STAFF_EXPLANATION)).toBeInTheDocument();
    expect(screen.queryByText(/form for/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: UI_LABELS.adminDashboard }));
    expect(fakeShared.navigator).toHaveBeenCalledWith('/admin');
    await userEvent.click(screen.getByRole('link', { name: UI_LABELS.viewModuleFeedback }));
    expect(fakeShared.navigator).toHaveBeenCalledWith('/results');
  });
});
