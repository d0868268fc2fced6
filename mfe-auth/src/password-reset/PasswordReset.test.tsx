import { fakeShared } from '../test/shared-fake';
import { ACCOUNT_MESSAGES, MESSAGES } from '@module-feedback/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '@module-feedback/test-support/api-error';
import { App } from '../App';

const at = (address: string) => window.history.replaceState(null, '', address);

beforeEach(() => vi.clearAllMocks());
afterEach(() => at('/'));

describe('forgot password', () => {
  it('is a link from the sign-in form', async () => {
    at('/auth');
    render(<App />);
    const link = screen.getByRole('link', { name: ACCOUNT_MESSAGES.forgotPassword });
    expect(link).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('asks for the address and answers the same whatever it is, with focus on the answer', async () => {
    at('/auth/forgot-password');
    fakeShared.accountApi.requestPasswordReset.mockResolvedValue({});
    const user = userEvent.setup();
    render(<App />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      ACCOUNT_MESSAGES.forgotPasswordTitle,
    );
    await user.type(screen.getByLabelText('Email'), 'ada@example.ac.uk');
    await user.click(screen.getByRole('button', { name: ACCOUNT_MESSAGES.sendResetLink }));
    expect(fakeShared.accountApi.requestPasswordReset).toHaveBeenCalledWith({
      email: 'ada@example.ac.uk',
    });
    const answer = await screen.findByText(ACCOUNT_MESSAGES.resetRequested);
    await vi.waitFor(() => expect(answer.closest('.au-done')).toHaveFocus());
  });

  it('says when there were too many requests, keeping the address', async () => {
    at('/auth/forgot-password');
    fakeShared.accountApi.requestPasswordReset.mockRejectedValue(
      apiError(429, ACCOUNT_MESSAGES.tooManyRequests),
    );
    const user = userEvent.setup();
    render(<App />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.ac.uk');
    await user.click(screen.getByRole('button', { name: ACCOUNT_MESSAGES.sendResetLink }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.tooManyRequests);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.ac.uk');
  });
});

describe('choosing a new password', () => {
  async function fill(password: string, confirm = password) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await user.click(screen.getByRole('button', { name: ACCOUNT_MESSAGES.setNewPassword }));
  }

  it('sets it with the token from the link, then sends the person to sign in', async () => {
    at('/auth/reset-password?token=mailed-token');
    fakeShared.accountApi.resetPassword.mockResolvedValue({});
    render(<App />);
    await fill('a new password');
    expect(fakeShared.accountApi.resetPassword).toHaveBeenCalledWith({
      token: 'mailed-token',
      password: 'a new password',
    });
    expect(fakeShared.notices).toHaveBeenCalledWith({
      severity: 'success',
      summary: ACCOUNT_MESSAGES.passwordWasReset,
    });
    expect(fakeShared.navigator).toHaveBeenCalledWith('/auth');
  });

  it('checks the confirmation first', async () => {
    at('/auth/reset-password?token=mailed-token');
    render(<App />);
    await fill('a new password', 'another one');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      MESSAGES.passwordsDoNotMatch,
    );
    expect(fakeShared.accountApi.resetPassword).not.toHaveBeenCalled();
  });

  it("shows the server's password rule under the field", async () => {
    at('/auth/reset-password?token=mailed-token');
    fakeShared.accountApi.resetPassword.mockRejectedValue(
      apiError(400, 'Invalid request body', { password: 'Password cannot be entirely numeric.' }),
    );
    render(<App />);
    await fill('1234567890');
    await vi.waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        expect.stringContaining('Password cannot be entirely numeric.'),
      ),
    );
    expect(screen.getByLabelText('New password')).toHaveFocus();
  });

  it('offers a new link when this one expired or was used', async () => {
    at('/auth/reset-password?token=old');
    fakeShared.accountApi.resetPassword.mockRejectedValue(
      apiError(400, ACCOUNT_MESSAGES.resetLinkInvalid),
    );
    render(<App />);
    await fill('a new password');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect(screen.getByRole('link', { name: ACCOUNT_MESSAGES.askForNewLink })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  });

  it('says the page needs the link when opened without one', () => {
    at('/auth/reset-password');
    render(<App />);
    expect(screen.getByText(ACCOUNT_MESSAGES.resetLinkMissing)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
