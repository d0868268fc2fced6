import {
  ACCOUNT_MESSAGES,
  AUTH_PAGES,
  AppLink,
  accountApi,
  describeApiError,
} from '@module-feedback/shared';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useRef, useState, type FormEvent } from 'react';
import { FormAlert, type FormProblem } from '../forms/FormAlert';
import { FormField } from '../forms/FormField';
import { useSingleSubmit } from '../forms/use-single-submit';

const EMAIL_ID = 'forgot-password-email';

/** Asks for a reset link. The answer is the same whether an account has the address or not. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [sent, setSent] = useState(false);
  const done = useRef<HTMLDivElement>(null);
  const { busy, run } = useSingleSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setProblem(null);
      setFieldError(undefined);
      try {
        await accountApi.requestPasswordReset({ email });
        setSent(true);
        // The form is gone: the confirmation takes the focus, so it is read out.
        requestAnimationFrame(() => done.current?.focus());
      } catch (error) {
        const described = describeApiError(error);
        if (described.fields.email) {
          setFieldError(described.fields.email);
          document.getElementById(EMAIL_ID)?.focus();
        } else {
          setProblem({ summary: described.message });
        }
      }
    });
  };

  if (sent) {
    return (
      <div ref={done} tabIndex={-1} className="au-done">
        <Message severity="success" className="au-wide" text={ACCOUNT_MESSAGES.resetRequested} />
        <AppLink to={AUTH_PAGES.signInOrUp}>{ACCOUNT_MESSAGES.backToSignIn}</AppLink>
      </div>
    );
  }
  return (
    <form onSubmit={submit} aria-label={ACCOUNT_MESSAGES.forgotPasswordTitle}>
      <p>{ACCOUNT_MESSAGES.forgotPasswordExplanation}</p>
      <FormField id={EMAIL_ID} label="Email" error={fieldError}>
        {(input) => (
          <InputText
            {...input}
            className="au-wide"
            type="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setFieldError(undefined);
            }}
            autoComplete="email"
            required
          />
        )}
      </FormField>
      <FormAlert problem={problem} />
      <div className="au-actions">
        <Button
          type="submit"
          label={ACCOUNT_MESSAGES.sendResetLink}
          icon="pi pi-envelope"
          loading={busy}
          disabled={busy}
        />
        <AppLink to={AUTH_PAGES.signInOrUp}>{ACCOUNT_MESSAGES.backToSignIn}</AppLink>
      </div>
    </form>
  );
}
