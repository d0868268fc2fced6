// Starts the shell: theme first (no flash), then runtime config, session and router. The
// remote support loads beside it on a remote's route, and elsewhere only once a remote may be
// wanted (see remotes/on-demand.ts).
import { session, setApiBaseUrl, setRuntimeConfig } from '@module-feedback/shared/shell-pages';
import 'primeicons/primeicons.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App, connectRouterToRemotes } from './app/App';
import { routes } from './app/routes';
import './app/shell.css';
import { fetchShellConfig } from './config/config-json';
import { loadRemoteSupportWhenWanted, remoteSupport } from './remotes/on-demand';
import { remoteForPath } from './remotes/targets/route-remote';
import { themeController } from './theme/theme';
import { applyTheme } from './theme/theme-stylesheet';

async function start(): Promise<void> {
  const routeRemote = remoteForPath(window.location.pathname);
  // The route's remote is not queued behind the shell's config and theme. Only a head start:
  // a failure surfaces through the section's own attempt.
  if (routeRemote) {
    remoteSupport().then(
      (support) => support.startLoadingRemote(routeRemote.name),
      () => undefined,
    );
  }
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

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App router={router} site={config.site} />
    </StrictMode>,
  );
  loadRemoteSupportWhenWanted(router);
}

void start();
