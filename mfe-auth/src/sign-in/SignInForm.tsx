import {
  ACCOUNT_MESSAGES,
  AUTH_PAGES,
  AppLink,
  MESSAGES,
  navigateTo,
  session,
} from '@module-feedback/shared';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { FormAlert, type FormProblem } from '../forms/FormAlert';
import { FormField } from '../forms/FormField';
import { PasswordInput } from '../forms/PasswordInput';
import { useSingleSubmit } from '../forms/use-single-submit';
import { signInProblem } from './sign-in-problem';

export function SignInForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const { busy, run } = useSingleSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setProblem(null);
      let signedIn: boolean;
      try {
        signedIn = await session.login({ username, password });
      } catch (error) {
        setProblem(signInProblem(error));
        return;
      }
      if (signedIn) navigateTo('/results');
      else setProblem({ summary: MESSAGES.loginNoData });
    });
  };

  return (
    <form onSubmit={submit} aria-label="Sign in">
      <FormField id="sign-in-username" label="Username">
        {(input) => (
          <InputText
            {...input}
            className="au-wide"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            autoComplete="username"
            autoCapitalize="none"
            required
          />
        )}
      </FormField>
      <FormField id="sign-in-password" label="Password">
        {({ id, ...input }) => (
          <PasswordInput
            {...input}
            inputId={id}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            required
          />
        )}
      </FormField>
      <FormAlert problem={problem} />
      <div className="au-actions">
        <Button type="submit" label="Sign In" icon="pi pi-sign-in" loading={busy} disabled={busy} />
        <AppLink to={AUTH_PAGES.forgotPassword}>{ACCOUNT_MESSAGES.forgotPassword}</AppLink>
      </div>
    </form>
  );
}
