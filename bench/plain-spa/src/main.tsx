// The benchmark's reference: the shell's home page for a visitor (its own Frame, Navbar,
// Home, Footer and Toast) as a plain React + PrimeReact single-page app, with no module
// federation. It starts the way a plain SPA does: one bundle, its stylesheets (the Lara light
// theme included) linked in the HTML, rendered at once; the shell instead waits for
// config.json and picks the light or dark theme at run time. So the theme toggle here only
// ever shows the light theme: the bundled stylesheet outranks the one it would switch to.
import { session } from '@module-feedback/shared';
import 'primeicons/primeicons.css';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Frame } from '../../../shell/src/app/Frame';
import '../../../shell/src/app/shell.css';
import { Home } from '../../../shell/src/home/Home';

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
]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
