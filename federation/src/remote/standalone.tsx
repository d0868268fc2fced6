// A remote on its own page (`npm run dev -w mfe-results`, or dist/index.html): the same
// <App /> the shell mounts, with the theme and session the shell would otherwise provide.
import { session } from '@module-feedback/shared';
import accessibleTheme from '@module-feedback/shared/accessible-theme.css?url';
import primeIcons from 'primeicons/primeicons.css?url';
import laraLight from 'primereact/resources/themes/lara-light-blue/theme.css?url';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

function addStylesheet(href: string): void {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}

export function mountStandalone(App: ComponentType): void {
  // Linked rather than imported: an imported stylesheet would also travel with the
  // exposed module and restyle the shell.
  addStylesheet(laraLight);
  addStylesheet(primeIcons);
  addStylesheet(accessibleTheme);
  void session.start();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
