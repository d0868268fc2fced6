import { navigateTo } from '@module-feedback/shared';
import { Message } from 'primereact/message';
import type { MouseEvent } from 'react';

export const SIGN_IN_LINK_TEXT = 'Sign in or sign up';

/** Tells visitors that signing in shows the lecturer results too. */
export function LoginPrompt() {
  const goToAuth = (event: MouseEvent<HTMLAnchorElement>) => {
    // A real link (opens in a new tab, readable by screen readers), routed in-app on a plain click.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigateTo('/auth');
  };
  return (
    <Message
      severity="info"
      style={{ width: '100%', justifyContent: 'flex-start' }}
      content={
        <span>
          Students also rate their lecturers.{' '}
          <a href="/auth" onClick={goToAuth}>
            {SIGN_IN_LINK_TEXT}
          </a>{' '}
          to see feedback on the other aspects.
        </span>
      }
    />
  );
}
