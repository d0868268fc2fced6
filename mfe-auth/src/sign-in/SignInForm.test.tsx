import { fakeShared } from '../test/shared-fake';
import { API_ERROR_TEXTS, MESSAGES } from '@module-feedback/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { AxiosError } from 'axios';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '@module-feedback/test-support/api-error';
import { SignInForm } from './SignInForm';

function renderForm() {
  render(<SignInForm />);
  return { user: userEvent.setup() };
}

const alertText = async () => (await screen.findByRole('alert')).textContent;

async function signIn(
  user: ReturnType<typeof userEvent.setup>,
  username = 'ada',
  password = 'secret-pass',
) {
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: /sign in/i }));
}

describe('SignInForm', () => {
  beforeEach(() => vi.clearAllMocks());

  it('signs in with the typed credentials and goes to /results', async () => {
    fakeShared.session.login.mockResolvedValue(true);
    const { user } = renderForm();
    await signIn(user);
    expect(fakeShared.session.login).toHaveBeenCalledWith({
      username: 'ada',
      password: 'secret-pass',
    });
    expect(fakeShared.navigator).toHaveBeenCalledWith('/results');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the login returned nothing when the server answered without tokens', async () => {
    fakeShared.session.login.mockResolvedValue(false);
    const { user } = renderForm();
    await signIn(user);
    expect(await alertText()).toBe(MESSAGES.loginNoData);
    expect(fakeShared.navigator).not.toHaveBeenCalled();
  });

  it('says the login failed when the request was refused, and keeps what was typed', async () => {
    fakeShared.session.login.mockRejectedValue(
      apiError(401, 'No active account with these credentials.'),
    );
    const { user } = renderForm();
    await signIn(user, 'ada', 'wrong-pass');
    expect(await alertText()).toBe(MESSAGES.loginFailed);
    expect(fakeShared.navigator).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Username')).toHaveValue('ada');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-pass');
  });

  it('adds that the server could not be reached, rather than only blaming the password', async () => {
    fakeShared.session.login.mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK'));
    const { user } = renderForm();
    await signIn(user);
    expect(await alertText()).toBe(`${MESSAGES.loginFailed}${API_ERROR_TEXTS.unreachable}`);
  });

  it('adds that the server had a problem when it failed', async () => {
    fakeShared.session.login.mockRejectedValue(apiError(502, 'Bad gateway'));
    const { user } = renderForm();
    await signIn(user);
    expect(await alertText()).toBe(`${MESSAGES.loginFailed}${API_ERROR_TEXTS.serverError}`);
  });

  it('passes on the reason when there were too many attempts', async () => {
    fakeShared.session.login.mockRejectedValue(
      apiError(429, 'Too many attempts. Try again in a minute.'),
    );
    const { user } = renderForm();
    await signIn(user);
    expect(await alertText()).toBe(
      `${MESSAGES.loginFailed}Too many attempts. Try again in a minute.`,
    );
  });

  it('clears the previous failure when trying again', async () => {
    fakeShared.session.login.mockRejectedValueOnce(apiError(401, 'No.')).mockResolvedValue(true);
    const { user } = renderForm();
    await signIn(user);
    expect(await alertText()).toBe(MESSAGES.loginFailed);
    await user.click(screen.getByRole('button', { name: /sign in/i }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows progress and ignores further submits while the request is in flight', async () => {
    let answer: (value: boolean) => void = () => {};
    fakeShared.session.login.mockReturnValue(new Promise<boolean>((resolve) => (answer = resolve)));
    const { user } = renderForm();
    await signIn(user);
    const button = screen.getByRole('button', { name: /sign in/i });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    // A submit that bypasses the disabled button (e.g. a script) is ignored too.
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    expect(fakeShared.session.login).toHaveBeenCalledTimes(1);

    answer(true);
    await vi.waitFor(() => expect(button).toBeEnabled());
    expect(fakeShared.navigator).toHaveBeenCalledTimes(1);
  });
});
