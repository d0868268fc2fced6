// Starts the shell: theme first (no flash), then runtime config, session and router.
import { session, setApiBaseUrl, setRuntimeConfig } from '@module-feedback/shared';
import 'primeicons/primeicons.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App, connectRouterToRemotes } from './app/App';
import { routes } from './app/routes';
import './app/shell.css';
import { fetchShellConfig } from './config/config-json';
import { showDeveloperOverrides } from './remotes/overrides/developer-overrides';
import { startLoadingRemote } from './remotes/loading/load-remote';
import { prefetchLinkedRemotes } from './remotes/preloading/prefetch';
import { showPreview } from './remotes/previews/previews';
import { remoteForPath } from './remotes/targets/route-remote';
import { listenForSectionErrors } from './remotes/reports/version-reports';
import { themeController } from './theme/theme';
import { applyTheme } from './theme/theme-stylesheet';

async function start(): Promise<void> {
  // Before any remote loads: an override decides where one comes from.
  showDeveloperOverrides();
  // Before the manifest is read: a preview link's token goes with it.
  showPreview();
  listenForSectionErrors();
  const routeRemote = remoteForPath(window.location.pathname);
  if (routeRemote) startLoadingRemote(routeRemote.name);
  // The session's check of a stored sign-in needs only the API's address: it starts as soon
  // as the config is in, while the theme's stylesheet may still be on its way.
  const configured = fetchShellConfig().then((config) => {
    setApiBaseUrl(config.apiBaseUrl);
    setRuntimeConfig({ moduleDetailsUrl: config.moduleDetailsUrl, locale: config.locale });
    void session.start();
    return config;
  });
  const [config] = await Promise.all([configured, applyTheme(themeController.getState().theme)]);

  const router = createBrowserRouter(routes);
  connectRouterToRemotes(router);
  prefetchLinkedRemotes(router);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App router={router} site={config.site} />
    </StrictMode>,
  );
}

void start();
