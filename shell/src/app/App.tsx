import { announceLocationChange, registerNavigator } from '@module-feedback/shared/shell-pages';
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

/**
 * Remotes render outside the router; they navigate through shared's navigateTo() and follow
 * the address (a section's sub-path, a chosen module) through shared's useAppLocation().
 */
export function connectRouterToRemotes(router: Router): () => void {
  const unregister = registerNavigator((to) => void router.navigate(to));
  const unsubscribe = router.subscribe(() => announceLocationChange());
  return () => {
    unsubscribe();
    unregister();
  };
}
