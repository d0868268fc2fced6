import { sharedMocks } from '../test/mock-shared';
import { MESSAGES } from '@module-feedback/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInForm } from './SignInForm';

function renderForm() {
  const onError = vi.fn();
  render(<SignInForm onError={onError} />);
  return { onError, user: userEvent.setup() };
}

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
    sharedMocks.login.mockResolvedValue(true);
    const { user, onError } = renderForm();
    await signIn(user);
    expect(sharedMocks.login).toHaveBeenCalledWith({ username: 'ada', password: 'secret-pass' });
    expect(sharedMocks.navigateTo).toHaveBeenCalledWith('/results');
    expect(onError).not.toHaveBeenCalled();
  });

  it('says the login returned nothing when the server answered without tokens', async () => {
    sharedMocks.login.mockResolvedValue(false);
    const { user, onError } = renderForm();
    await signIn(user);
    expect(onError).toHaveBeenCalledWith(MESSAGES.loginNoData);
    expect(sharedMocks.navigateTo).not.toHaveBeenCalled();
  });

  it('says the login failed when the request was refused, and keeps what was typed', async () => {
    sharedMocks.login.mockRejectedValue(new Error('401'));
    const { user, onError } = renderForm();
    await signIn(user, 'ada', 'wrong-pass');
    expect(onError).toHaveBeenCalledWith(MESSAGES.loginFailed);
    expect(sharedMocks.navigateTo).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Username')).toHaveValue('ada');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-pass');
  });

  it('shows progress and ignores further submits while the request is in flight', async () => {
    let answer: (value: boolean) => void = () => {};
    sharedMocks.login.mockReturnValue(new Promise<boolean>((resolve) => (answer = resolve)));
    const { user } = renderForm();
    await signIn(user);
    const button = screen.getByRole('button', { name: /sign in/i });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    // A submit that bypasses the disabled button (e.g. a script) is ignored too.
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    expect(sharedMocks.login).toHaveBeenCalledTimes(1);

    answer(true);
    await vi.waitFor(() => expect(button).toBeEnabled());
    expect(sharedMocks.navigateTo).toHaveBeenCalledTimes(1);
  });
});
