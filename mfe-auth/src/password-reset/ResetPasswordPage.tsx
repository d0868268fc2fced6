import {
  ACCOUNT_MESSAGES,
  AUTH_LINK_PARAMS,
  AUTH_PAGES,
  AppLink,
  MESSAGES,
  accountApi,
  describeApiError,
  navigateTo,
  notify,
  session,
  useAppLocation,
} from '@module-feedback/shared';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState, type FormEvent } from 'react';
import { FormAlert, type FormProblem } from '../forms/FormAlert';
import { FormField } from '../forms/FormField';
import { PasswordInput } from '../forms/PasswordInput';
import { useSingleSubmit } from '../forms/use-single-submit';
import { PASSWORD_RULE } from '../sign-up/sign-up-fields';

const PASSWORD_ID = 'reset-password-new';
const CONFIRM_ID = 'reset-password-confirm';

/** The new-password form the mailed link opens: sign-up's rules, then everyone signs in anew. */
export function ResetPasswordPage() {
  const token = useAppLocation().searchParams.get(AUTH_LINK_PARAMS.token);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [linkDead, setLinkDead] = useState(false);
  const [triedSubmit, setTriedSubmit] = useState(false);
  const { busy, run } = useSingleSubmit();

  const confirmError =
    password !== confirm && (confirm !== '' || triedSubmit)
      ? MESSAGES.passwordsDoNotMatch
      : undefined;

  if (!token) {
    return (
      <div className="au-done">
        <Message severity="warn" className="au-wide" text={ACCOUNT_MESSAGES.resetLinkMissing} />
        <AppLink to={AUTH_PAGES.forgotPassword}>{ACCOUNT_MESSAGES.askForNewLink}</AppLink>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTriedSubmit(true);
    if (password !== confirm) {
      document.getElementById(CONFIRM_ID)?.focus();
      return;
    }
    void run(async () => {
      setProblem(null);
      setPasswordError(undefined);
      try {
        await accountApi.resetPassword({ token, password });
        // Every sign-in of the account ended, this browser's too.
        if (session.getState().user) session.logout();
        notify({ severity: 'success', summary: ACCOUNT_MESSAGES.passwordWasReset });
        navigateTo(AUTH_PAGES.signInOrUp);
      } catch (error) {
        const described = describeApiError(error);
        if (described.fields.password) {
          setPasswordError(described.fields.password);
          document.getElementById(PASSWORD_ID)?.focus();
          return;
        }
        setLinkDead(described.message === ACCOUNT_MESSAGES.resetLinkInvalid);
        setProblem({ summary: described.message });
      }
    });
  };

  return (
    <form onSubmit={submit} aria-label={ACCOUNT_MESSAGES.newPasswordTitle}>
      <FormField id={PASSWORD_ID} label="New password" hint={PASSWORD_RULE} error={passwordError}>
        {({ id, ...input }) => (
          <PasswordInput
            {...input}
            inputId={id}
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setPasswordError(undefined);
            }}
            autoComplete="new-password"
            required
          />
        )}
      </FormField>
      <FormField id={CONFIRM_ID} label="Confirm new password" error={confirmError}>
        {({ id, ...input }) => (
          <PasswordInput
            {...input}
            inputId={id}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            autoComplete="new-password"
            required
          />
        )}
      </FormField>
      <FormAlert problem={problem} />
      {linkDead && (
        <p>
          <AppLink to={AUTH_PAGES.forgotPassword}>{ACCOUNT_MESSAGES.askForNewLink}</AppLink>
        </p>
      )}
      <Button
        type="submit"
        label={ACCOUNT_MESSAGES.setNewPassword}
        icon="pi pi-lock"
        loading={busy}
        disabled={busy}
      />
    </form>
  );
}
