import { fakeShared } from '../test/shared-fake';
import { ACCOUNT_MESSAGES, API_ERROR_TEXTS, MESSAGES } from '@module-feedback/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '@module-feedback/test-support/api-error';
import { PASSWORD_RULE } from './sign-up-fields';
import { SIGNUP_FAILED, SignUpForm } from './SignUpForm';

type User = ReturnType<typeof userEvent.setup>;

function renderForm() {
  render(<SignUpForm allowedEmailDomains={[]} />);
  return { user: userEvent.setup() };
}

const alertText = async () => (await screen.findByRole('alert')).textContent;

interface SignUpInput {
  username?: string;
  email?: string;
  password?: string;
  confirm?: string;
}

async function fill(user: User, input: SignUpInput = {}) {
  const {
    username = 'ada_l',
    email = 'ada@example.ac.uk',
    password = 'analytical-1',
    confirm = password,
  } = input;
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: /sign up/i }));

/** What axios throws for a 400 from the signup endpoint. */
function serverRefusal(fields: Record<string, string>) {
  const headers = new AxiosHeaders();
  return new AxiosError(
    'Request failed with status code 400',
    'ERR_BAD_REQUEST',
    { headers },
    null,
    {
      status: 400,
      statusText: 'Bad Request',
      headers: {},
      config: { headers },
      data: {
        error: 'Bad Request',
        message: 'The account could not be created.',
        statusCode: 400,
        fields,
      },
    },
  );
}

describe('SignUpForm', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the password rules before anything is submitted, tied to the input', () => {
    renderForm();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(PASSWORD_RULE);
    expect(PASSWORD_RULE).toMatch(/At least 8 characters/);
  });

  it('shows the username rules as a hint tied to the input', () => {
    renderForm();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(MESSAGES.usernameHint);
    expect(MESSAGES.usernameHint).toMatch(/150 characters or fewer/);
    expect(MESSAGES.usernameHint).toMatch(/Letters, digits and @\/\.\/\+\/-\/_ only/);
  });

  it('says which domains sign-up takes, under the email field', () => {
    render(<SignUpForm allowedEmailDomains={['example.ac.uk']} />);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      ACCOUNT_MESSAGES.emailDomainHint(['example.ac.uk']),
    );
  });

  it('creates the account, announces the automatic login and goes home', async () => {
    fakeShared.session.signup.mockResolvedValue(true);
    const { user } = renderForm();
    await fill(user);
    await submit(user);
    expect(fakeShared.session.signup).toHaveBeenCalledWith({
      user: { username: 'ada_l', email: 'ada@example.ac.uk', password: 'analytical-1' },
    });
    expect(fakeShared.notices).toHaveBeenCalledWith({
      severity: 'success',
      summary: MESSAGES.signupSucceeded,
      detail: ACCOUNT_MESSAGES.signupCheckEmail,
    });
    expect(fakeShared.navigator).toHaveBeenCalledWith('/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the passwords do not match while typing and refuses to submit', async () => {
    const { user } = renderForm();
    await fill(user, { password: 'analytical-1', confirm: 'analytical-2' });
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      MESSAGES.passwordsDoNotMatch,
    );
    await submit(user);
    expect(fakeShared.session.signup).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Confirm password')).toHaveFocus();
  });

  it('says the passwords do not match on submit when the confirmation was left empty', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Password'), 'analytical-1');
    expect(screen.queryByText(MESSAGES.passwordsDoNotMatch)).not.toBeInTheDocument();
    // Bypass the browser's own "required" check to reach the form's rule.
    screen.getByLabelText('Confirm password').removeAttribute('required');
    for (const name of ['Username', 'Email'])
      screen.getByLabelText(name).removeAttribute('required');
    await submit(user);
    expect(screen.getByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(fakeShared.session.signup).not.toHaveBeenCalled();
  });

  it('clears the mismatch message once the confirmation matches', async () => {
    const { user } = renderForm();
    await fill(user, { password: 'analytical-1', confirm: 'analytical-' });
    expect(screen.getByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm password'), '1');
    expect(screen.queryByText(MESSAGES.passwordsDoNotMatch)).not.toBeInTheDocument();
  });

  it('shows the spec message, and the server field errors next to the fields only, keeping the input', async () => {
    fakeShared.session.signup.mockRejectedValue(
      serverRefusal({
        'user.username': 'A user with that username already exists.',
        'user.email': 'Enter a valid email address.',
      }),
    );
    const { user } = renderForm();
    await fill(user);
    await submit(user);
    expect(await alertText()).toBe(`${MESSAGES.signupFailed}${API_ERROR_TEXTS.checkFields}`);
    expect(screen.queryByText(/could not be created/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      `${MESSAGES.usernameHint} A user with that username already exists.`,
    );
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
    expect(screen.getByLabelText('Username')).toHaveValue('ada_l');
    expect(screen.getByLabelText('Password')).toHaveValue('analytical-1');
    expect(fakeShared.navigator).not.toHaveBeenCalled();
  });

  it('does not ask for another username or email when only the password was refused', async () => {
    fakeShared.session.signup.mockRejectedValue(
      serverRefusal({ 'user.password': 'This password is too short.' }),
    );
    const { user } = renderForm();
    await fill(user);
    await submit(user);
    expect(await alertText()).toBe(`${SIGNUP_FAILED}${API_ERROR_TEXTS.checkFields}`);
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it("drops a field's server error once that field is edited", async () => {
    fakeShared.session.signup.mockRejectedValue(
      serverRefusal({ 'user.username': 'A user with that username already exists.' }),
    );
    const { user } = renderForm();
    await fill(user);
    await submit(user);
    expect(screen.getByText('A user with that username already exists.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), '2');
    expect(screen.queryByText('A user with that username already exists.')).not.toBeInTheDocument();
  });

  it('shows the spec message once when the server answers a clash with it', async () => {
    fakeShared.session.signup.mockRejectedValue(apiError(409, MESSAGES.signupFailed));
    const { user } = renderForm();
    await fill(user);
    await submit(user);
    expect(await alertText()).toBe(MESSAGES.signupFailed);
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).toHaveValue('ada_l');
  });

  it('reports a signup that did not end signed in as failed', async () => {
    fakeShared.session.signup.mockResolvedValue(false);
    const { user } = renderForm();
    await fill(user);
    await submit(user);
    expect(await alertText()).toBe(MESSAGES.signupFailed);
    expect(fakeShared.navigator).not.toHaveBeenCalled();
  });

  it('disables the button while the request is in flight', async () => {
    let answer: (value: boolean) => void = () => {};
    fakeShared.session.signup.mockReturnValue(
      new Promise<boolean>((resolve) => (answer = resolve)),
    );
    const { user } = renderForm();
    await fill(user);
    await submit(user);
    const button = screen.getByRole('button', { name: /sign up/i });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(fakeShared.session.signup).toHaveBeenCalledTimes(1);
    answer(true);
    await vi.waitFor(() => expect(button).toBeEnabled());
  });
});
