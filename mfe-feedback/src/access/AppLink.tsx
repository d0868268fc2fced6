// A real link (open in new tab works) that moves within the app through the shell's router.
// It looks like a button unless `look` is 'text'.
import type { ReactNode } from 'react';
import { navigateTo } from '@module-feedback/shared';

export function AppLink({
  to,
  look = 'button',
  children,
}: {
  to: string;
  look?: 'button' | 'text';
  children: ReactNode;
}) {
  return (
    <a
      href={to}
      className={look === 'button' ? 'p-button p-component mf-link-button' : 'mf-text-link'}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigateTo(to);
      }}
    >
      {children}
    </a>
  );
}
