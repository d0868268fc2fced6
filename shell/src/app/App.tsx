import { registerNavigator } from '@module-feedback/shared';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { SiteConfigContext } from '../config/site-context';
import type { SiteConfig } from '../config/site-config';

type Router = ReturnType<typeof createBrowserRouter>;

export function App({ router, site }: { router: Router; site: SiteConfig }) {
  return (
    <SiteConfigContext.Provider value={site}>
      <RouterProvider router={router} />
    </SiteConfigContext.Provider>
  );
}

/** Remotes render outside the router; they navigate through shared's navigateTo(). */
export function connectRouterToRemotes(router: Router): () => void {
  return registerNavigator((to) => void router.navigate(to));
}
