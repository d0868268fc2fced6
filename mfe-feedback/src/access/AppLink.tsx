// A real link (open in new tab works) that moves within the app through the shell's router.
import type { ReactNode } from 'react';
import { navigateTo } from '@module-feedback/shared';

export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a
      href={to}
      className="p-button p-component mf-link-button"
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
