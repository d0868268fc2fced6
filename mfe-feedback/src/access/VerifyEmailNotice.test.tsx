import '@module-feedback/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, accountApi, session } from '@module-feedback/shared';
import { apiError } from '@module-feedback/test-support/api-error';
import { VerifyEmailNotice } from './VerifyEmailNotice';

beforeEach(() => vi.clearAllMocks());

describe('VerifyEmailNotice', () => {
  it('sends the confirmation mail again and says so', async () => {
    vi.mocked(accountApi.resendVerification).mockResolvedValue({});
    render(<VerifyEmailNotice />);
    await userEvent.click(
      screen.getByRole('button', { name: ACCOUNT_MESSAGES.resendVerification }),
    );
    expect(accountApi.resendVerification).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(ACCOUNT_MESSAGES.verificationResent)).toBeInTheDocument();
  });

  it('says when the server refused to send it again (too many requests)', async () => {
    vi.mocked(accountApi.resendVerification).mockRejectedValue(
      apiError(429, ACCOUNT_MESSAGES.tooManyRequests),
    );
    render(<VerifyEmailNotice />);
    await userEvent.click(
      screen.getByRole('button', { name: ACCOUNT_MESSAGES.resendVerification }),
    );
    expect(await screen.findByText(ACCOUNT_MESSAGES.tooManyRequests)).toBeInTheDocument();
  });

  it('checks again by refreshing the sign-in, and says when it is still not confirmed', async () => {
    vi.mocked(session.refresh).mockResolvedValue(true);
    render(<VerifyEmailNotice />);
    await userEvent.click(
      screen.getByRole('button', { name: ACCOUNT_MESSAGES.checkVerificationAgain }),
    );
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(ACCOUNT_MESSAGES.stillNotVerified)).toBeInTheDocument();
  });
});
