import { AppLink } from '@module-feedback/shared';
import { Message } from 'primereact/message';

export const SIGN_IN_LINK_TEXT = 'Sign in or sign up';

/** Tells visitors that signing in shows the lecturer results too. */
export function LoginPrompt() {
  return (
    <Message
      severity="info"
      className="mr-login-prompt"
      content={
        <span>
          Students also rate their lecturers. <AppLink to="/auth">{SIGN_IN_LINK_TEXT}</AppLink> to
          see feedback on the other aspects.
        </span>
      }
    />
  );
}
