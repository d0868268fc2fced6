import { fakeShared } from './test/shared-fake';
import { MESSAGES } from '@module-feedback/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '@module-feedback/test-support/api-error';
import { App, AUTH_HEADING } from './App';

const panelOf = (form: string) =>
  screen.getByRole('form', { name: form }).closest('[role="tabpanel"]');

describe('auth App', () => {
  beforeEach(() => vi.clearAllMocks());

  it('opens on the Sign In tab with username and password', () => {
    render(<App />);
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    const signIn = within(screen.getByRole('form', { name: 'Sign in' }));
    expect(signIn.getByLabelText('Username')).toBeInTheDocument();
    expect(signIn.getByLabelText('Password')).toBeInTheDocument();
    // PrimeReact hides the inactive panel with its runtime `p-hidden` rule, which jsdom does
    // not apply; the e2e journeys check real visibility.
    expect(panelOf('Sign in')).not.toHaveClass('p-hidden');
    expect(panelOf('Sign up')).toHaveClass('p-hidden');
  });

  it('switches to Sign Up and back without losing what was typed', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.type(screen.getAllByLabelText('Username')[0]!, 'ada');
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(panelOf('Sign up')).not.toHaveClass('p-hidden');
    expect(panelOf('Sign in')).toHaveClass('p-hidden');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(screen.getAllByLabelText('Username')[0]).toHaveValue('ada');
  });

  it('has one main heading naming the page', () => {
    render(<App />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(AUTH_HEADING);
  });

  it('shows a failed login in the form, announced, not as a toast or browser alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    fakeShared.session.login.mockRejectedValue(apiError(401, 'No active account.'));
    const user = userEvent.setup();
    render(<App />);
    await user.type(screen.getAllByLabelText('Username')[0]!, 'ada');
    await user.type(screen.getAllByLabelText('Password')[0]!, 'wrong');
    await user.click(screen.getByRole('button', { name: /sign in/i }));
    const announced = await screen.findByRole('alert');
    expect(announced).toHaveTextContent(MESSAGES.loginFailed);
    expect(screen.getByRole('form', { name: 'Sign in' })).toContainElement(announced);
    expect(document.querySelector('.p-toast')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });
});
