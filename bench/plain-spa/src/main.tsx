// The benchmark's reference: the shell's pages for a visitor as a plain React + PrimeReact
// single-page app, with no module federation: its own Frame, Navbar, Home, Footer and Toast
// on `/`, and on `/results` the results page's heading and module picker fed by
// GET /api/modules/. It starts the way a plain SPA does: one bundle, its stylesheets (the Lara
// light theme included) linked in the HTML, rendered at once; the shell instead waits for
// config.json and picks the light or dark theme at run time. So the theme toggle here only
// ever shows the light theme: the bundled stylesheet outranks the one it would switch to.
import { session, setApiBaseUrl } from '@module-feedback/shared';
import { Frame } from '@module-feedback/shell/frame';
import { Home } from '@module-feedback/shell/home';
import '@module-feedback/shell/shell.css';
import 'primeicons/primeicons.css';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ResultsPage } from './ResultsPage';

// The API on the page's own origin, known when the bundle is built: no config to wait for.
setApiBaseUrl('');
// A visitor has no stored tokens: the session settles signed out without a request.
void session.start();

const router = createBrowserRouter([
  {
    path: '/',
    element: (
      <Frame>
        <Home />
      </Frame>
    ),
  },
  {
    path: '/results',
    element: (
      <Frame>
        <ResultsPage />
      </Frame>
    ),
  },
]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
