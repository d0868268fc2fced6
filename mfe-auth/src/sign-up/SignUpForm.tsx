import {
  ACCOUNT_MESSAGES,
  describeApiError,
  MESSAGES,
  navigateTo,
  notify,
  session,
} from '@module-feedback/shared';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { FormAlert, type FormProblem } from '../forms/FormAlert';
import { FormField } from '../forms/FormField';
import { PasswordInput } from '../forms/PasswordInput';
import { useSingleSubmit } from '../forms/use-single-submit';
import { signUpFieldErrors } from './server-field-errors';
import {
  EMPTY_SIGN_UP,
  PASSWORD_RULE,
  SIGN_UP_FIELD_IDS,
  type SignUpField,
  type SignUpValues,
} from './sign-up-fields';

interface SignUpFormProps {
  /** When not empty, only addresses at these domains are taken: the email field says so. */
  allowedEmailDomains: readonly string[];
}

/** A sign-up refused for its password alone: the fields say why. */
export const SIGNUP_FAILED = 'Signup failed.';

export function SignUpForm({ allowedEmailDomains }: SignUpFormProps) {
  const [values, setValues] = useState<SignUpValues>(EMPTY_SIGN_UP);
  const [serverErrors, setServerErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
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
    if (passwordsDiffer) {
      document.getElementById(SIGN_UP_FIELD_IDS.confirmPassword)?.focus();
      return;
    }
    void run(async () => {
      setProblem(null);
      const { username, email, password } = values;
      try {
        if (await session.signup({ user: { username, email, password } })) {
          notify({
            severity: 'success',
            summary: MESSAGES.signupSucceeded,
            detail: ACCOUNT_MESSAGES.signupCheckEmail,
          });
          navigateTo('/');
          return;
        }
        setProblem({ summary: MESSAGES.signupFailed });
      } catch (error) {
        const described = describeApiError(error);
        const fieldErrors = signUpFieldErrors(described.fields);
        setServerErrors(fieldErrors);
        // A clash is answered with this very message (which field clashed stays secret).
        const detail = described.message === MESSAGES.signupFailed ? undefined : described.message;
        // The spec's message asks for another username or email: right for a clash or a
        // refused name or address, misleading when only the password was refused.
        const onlyPassword =
          Object.keys(fieldErrors).length > 0 && !fieldErrors.username && !fieldErrors.email;
        setProblem({ summary: onlyPassword ? SIGNUP_FAILED : MESSAGES.signupFailed, detail });
        const first = (Object.keys(SIGN_UP_FIELD_IDS) as SignUpField[]).find(
          (field) => fieldErrors[field],
        );
        if (first) document.getElementById(SIGN_UP_FIELD_IDS[first])?.focus();
      }
    });
  };

  return (
    <form onSubmit={submit} aria-label="Sign up">
      <FormField
        id={SIGN_UP_FIELD_IDS.username}
        label="Username"
        hint={MESSAGES.usernameHint}
        error={serverErrors.username}
      >
        {(input) => (
          <InputText
            {...input}
            className="au-wide"
            value={values.username}
            onChange={(e) => change('username')(e.target.value)}
            autoComplete="username"
            autoCapitalize="none"
            required
          />
        )}
      </FormField>
      <FormField
        id={SIGN_UP_FIELD_IDS.email}
        label="Email"
        hint={
          allowedEmailDomains.length > 0
            ? ACCOUNT_MESSAGES.emailDomainHint(allowedEmailDomains)
            : undefined
        }
        error={serverErrors.email}
      >
        {(input) => (
          <InputText
            {...input}
            className="au-wide"
            type="email"
            value={values.email}
            onChange={(e) => change('email')(e.target.value)}
            autoComplete="email"
            required
          />
        )}
      </FormField>
      <FormField
        id={SIGN_UP_FIELD_IDS.password}
        label="Password"
        hint={PASSWORD_RULE}
        error={serverErrors.password}
      >
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
      <FormField
        id={SIGN_UP_FIELD_IDS.confirmPassword}
        label="Confirm password"
        error={confirmError}
      >
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
      <FormAlert problem={problem} />
      <Button type="submit" label="Sign Up" icon="pi pi-user-plus" loading={busy} disabled={busy} />
    </form>
  );
}
