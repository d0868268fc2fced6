import { fakeShared } from '../test/shared-fake';
import { ACCOUNT_MESSAGES } from '@module-feedback/shared';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '@module-feedback/test-support/api-error';
import { App } from '../App';

const at = (address: string) => window.history.replaceState(null, '', address);

beforeEach(() => vi.clearAllMocks());
afterEach(() => at('/'));

describe('the confirmation link', () => {
  it('confirms the address once (also under StrictMode) and says so', async () => {
    at('/auth/verify-email?token=mailed');
    fakeShared.accountApi.verifyEmail.mockResolvedValue({});
    render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.verifying);
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailVerified)).toBeInTheDocument();
    expect(fakeShared.accountApi.verifyEmail).toHaveBeenCalledTimes(1);
    expect(fakeShared.accountApi.verifyEmail).toHaveBeenCalledWith('mailed');
    expect(screen.getByRole('link', { name: ACCOUNT_MESSAGES.backToSignIn })).toBeInTheDocument();
  });

  it('says when the link expired or was used', async () => {
    at('/auth/verify-email?token=used');
    fakeShared.accountApi.verifyEmail.mockRejectedValue(
      apiError(400, ACCOUNT_MESSAGES.verificationLinkInvalid),
    );
    render(<App />);
    expect(await screen.findByText(ACCOUNT_MESSAGES.verificationLinkInvalid)).toBeInTheDocument();
  });
});
