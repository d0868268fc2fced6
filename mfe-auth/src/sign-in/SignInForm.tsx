import { MESSAGES, navigateTo, session } from '@module-feedback/shared';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { FormField } from '../forms/FormField';
import { PasswordInput } from '../forms/PasswordInput';
import { FULL_WIDTH } from '../forms/styles';
import { useSingleSubmit } from '../forms/use-single-submit';

interface SignInFormProps {
  /** Shows a failure in place; the form keeps what was typed. */
  onError: (message: string) => void;
}

export function SignInForm({ onError }: SignInFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { busy, run } = useSingleSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      let signedIn: boolean;
      try {
        signedIn = await session.login({ username, password });
      } catch {
        onError(MESSAGES.loginFailed);
        return;
      }
      if (signedIn) navigateTo('/results');
      else onError(MESSAGES.loginNoData);
    });
  };

  return (
    <form onSubmit={submit} aria-label="Sign in">
      <FormField id="sign-in-username" label="Username">
        {(input) => (
          <InputText
            {...input}
            style={FULL_WIDTH}
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
      <Button type="submit" label="Sign In" icon="pi pi-sign-in" loading={busy} disabled={busy} />
    </form>
  );
}
