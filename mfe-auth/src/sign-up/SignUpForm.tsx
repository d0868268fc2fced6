import { describeApiError, MESSAGES, navigateTo, notify, session } from '@module-feedback/shared';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { FormField } from '../forms/FormField';
import { PasswordInput } from '../forms/PasswordInput';
import { FULL_WIDTH } from '../forms/styles';
import { useSingleSubmit } from '../forms/use-single-submit';
import { signUpFieldErrors } from './server-field-errors';
import { EMPTY_SIGN_UP, type SignUpField, type SignUpValues } from './sign-up-fields';

interface SignUpFormProps {
  /** Shows a failure in place; the form keeps what was typed. */
  onError: (message: string, detail?: string) => void;
}

export function SignUpForm({ onError }: SignUpFormProps) {
  const [values, setValues] = useState<SignUpValues>(EMPTY_SIGN_UP);
  const [serverErrors, setServerErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const [triedSubmit, setTriedSubmit] = useState(false);
  const { busy, run } = useSingleSubmit();

  const passwordsDiffer = values.password !== values.confirmPassword;
  // Say so while typing the confirmation, and after a submit attempt even if it is still empty.
  const confirmError =
    passwordsDiffer && (values.confirmPassword !== '' || triedSubmit)
      ? MESSAGES.passwordsDoNotMatch
      : undefined;

  const change = (field: SignUpField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The server's verdict was about the old value.
    setServerErrors(({ [field]: _stale, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTriedSubmit(true);
    if (passwordsDiffer) return;
    void run(async () => {
      const { username, email, password } = values;
      try {
        if (await session.signup({ user: { username, email, password } })) {
          notify({ severity: 'success', summary: MESSAGES.signupSucceeded });
          navigateTo('/');
          return;
        }
        onError(MESSAGES.signupFailed);
      } catch (error) {
        const described = describeApiError(error);
        setServerErrors(signUpFieldErrors(described.fields));
        onError(MESSAGES.signupFailed, described.message);
      }
    });
  };

  return (
    <form onSubmit={submit} aria-label="Sign up">
      <FormField
        id="sign-up-username"
        label="Username"
        hint={MESSAGES.usernameHint}
        error={serverErrors.username}
      >
        {(input) => (
          <InputText
            {...input}
            style={FULL_WIDTH}
            value={values.username}
            onChange={(e) => change('username')(e.target.value)}
            autoComplete="username"
            autoCapitalize="none"
            required
          />
        )}
      </FormField>
      <FormField id="sign-up-email" label="Email" error={serverErrors.email}>
        {(input) => (
          <InputText
            {...input}
            style={FULL_WIDTH}
            type="email"
            value={values.email}
            onChange={(e) => change('email')(e.target.value)}
            autoComplete="email"
            required
          />
        )}
      </FormField>
      <FormField id="sign-up-password" label="Password" error={serverErrors.password}>
        {({ id, ...input }) => (
          <PasswordInput
            {...input}
            inputId={id}
            value={values.password}
            onChange={(e) => change('password')(e.target.value)}
            autoComplete="new-password"
            required
          />
        )}
      </FormField>
      <FormField id="sign-up-confirm-password" label="Confirm password" error={confirmError}>
        {({ id, ...input }) => (
          <PasswordInput
            {...input}
            inputId={id}
            value={values.confirmPassword}
            onChange={(e) => change('confirmPassword')(e.target.value)}
            autoComplete="new-password"
            required
          />
        )}
      </FormField>
      <Button type="submit" label="Sign Up" icon="pi pi-user-plus" loading={busy} disabled={busy} />
    </form>
  );
}
