import { ACCOUNT_MESSAGES, accountApi } from '@module-feedback/shared';

/**
 * Signing in with the university account leaves the app for the identity provider: a plain
 * link (a full page load), drawn as a button.
 */
export function SignOnButton() {
  return (
    <a href={accountApi.signOnStartUrl()} className="p-button p-component au-wide au-sign-on">
      <span className="p-button-icon p-button-icon-left pi pi-building" aria-hidden="true" />
      <span className="p-button-label">{ACCOUNT_MESSAGES.signInWithUniversity}</span>
    </a>
  );
}
