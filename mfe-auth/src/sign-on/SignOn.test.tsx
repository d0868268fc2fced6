import { PASSWORD_ONLY, fakeShared } from '../test/shared-fake';
import { ACCOUNT_MESSAGES } from '@module-feedback/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '@module-feedback/test-support/api-error';
import { App } from '../App';

const at = (address: string) => window.history.replaceState(null, '', address);

describe('signing in with the university account', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    at('/auth');
  });
  afterEach(() => at('/'));

  it('offers the university sign-in above the password form when configured', async () => {
    fakeShared.accountApi.options.mockResolvedValue({ ...PASSWORD_ONLY, singleSignOn: true });
    render(<App />);
    const link = await screen.findByRole('link', { name: ACCOUNT_MESSAGES.signInWithUniversity });
    expect(link).toHaveAttribute('href', '/api/accounts/sign-on/start/');
    expect(screen.getByText(ACCOUNT_MESSAGES.orUseUsername)).toBeInTheDocument();
  });

  it('offers only the password form when it is not configured', async () => {
    render(<App />);
    await vi.waitFor(() => expect(fakeShared.accountApi.options).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: ACCOUNT_MESSAGES.signInWithUniversity })).toBeNull();
  });

  it('exchanges the code it came back with, takes it out of the address and goes to /results', async () => {
    fakeShared.completeSignOn.mockResolvedValue(true);
    at('/auth?sign-on=one-time-code');
    render(<App />);
    expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.signingIn);
    await vi.waitFor(() => expect(fakeShared.navigator).toHaveBeenCalledWith('/results'));
    expect(fakeShared.completeSignOn).toHaveBeenCalledWith('one-time-code');
    expect(window.location.search).toBe('');
  });

  it('says so when the code was already used, and shows the forms again', async () => {
    fakeShared.completeSignOn.mockRejectedValue(apiError(400, ACCOUNT_MESSAGES.signOnCodeInvalid));
    at('/auth?sign-on=used');
    render(<App />);
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.signOnCodeInvalid);
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(fakeShared.navigator).not.toHaveBeenCalled();
  });

  it.each(['cancelled', 'expired', 'refused', 'unavailable'] as const)(
    'explains a sign-on that came back %s',
    async (reason) => {
      at(`/auth?sign-on-failed=${reason}`);
      render(<App />);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        ACCOUNT_MESSAGES.signOnFailed[reason],
      );
      expect(window.location.search).toBe('');
    },
  );

  it('says sign-up is off on the Sign Up tab, pointing to the university sign-in', async () => {
    fakeShared.accountApi.options.mockResolvedValue({
      ...PASSWORD_ONLY,
      singleSignOn: true,
      localSignup: false,
    });
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    const panel = await screen.findByText(ACCOUNT_MESSAGES.localSignupOff);
    expect(screen.queryByRole('form', { name: 'Sign up' })).toBeNull();
    const tabPanel = panel.closest('[role="tabpanel"]') as HTMLElement;
    expect(
      within(tabPanel).getByRole('link', { name: ACCOUNT_MESSAGES.signInWithUniversity }),
    ).toBeInTheDocument();
  });
});
