// The shell's routes: Home is the shell's own page, each other route mounts one remote.
import { Outlet, type RouteObject } from 'react-router-dom';
import { REMOTES } from '../../../federation/remotes';
import { UnexpectedApplicationError } from '../errors/UnexpectedApplicationError';
import { Home } from '../home/Home';
import { RemoteSection } from '../remotes/RemoteSection';
import { Frame } from './Frame';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <Frame>
        <Outlet />
      </Frame>
    ),
    errorElement: (
      <Frame>
        <UnexpectedApplicationError />
      </Frame>
    ),
    children: [
      { index: true, element: <Home /> },
      // A key per remote: <Parcel> does not remount when only its config changes.
      ...REMOTES.map((remote) => ({
        path: `${remote.route.slice(1)}/*`,
        element: <RemoteSection key={remote.name} remote={remote} />,
      })),
    ],
  },
];
