// Renders the shell's real routes in a memory router, with a given site config.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../app/routes';
import { SiteConfigContext } from '../config/site-context';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '../config/site-config';
import { forgetShownPath } from '../page/focus-on-navigation';

export function renderApp(path: string, site: SiteConfig = DEFAULT_SITE_CONFIG) {
  forgetShownPath();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <SiteConfigContext.Provider value={site}>
      <RouterProvider router={router} />
    </SiteConfigContext.Provider>,
  );
  return { router, ...view };
}
