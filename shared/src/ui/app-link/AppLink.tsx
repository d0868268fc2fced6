// A real link (it opens in a new tab, screen readers read it as a link) that moves within the
// app through the shell's router on a plain click. A click with a modifier key (ctrl, cmd,
// shift) or another button than the main one is left to the browser: a new tab or window.
import type { MouseEvent, ReactNode } from 'react';
import { navigateTo } from '../../navigation/navigation';

/** Whether the browser should handle this click itself (new tab, new window, middle click). */
function opensElsewhere(event: MouseEvent): boolean {
  return event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0;
}

interface AppLinkProps {
  /** An app path, e.g. "/auth". */
  to: string;
  className?: string;
  children: ReactNode;
}

export function AppLink({ to, className, children }: AppLinkProps) {
  return (
    <a
      href={to}
      className={className}
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        navigateTo(to);
      }}
    >
      {children}
    </a>
  );
}
