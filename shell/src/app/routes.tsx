// The shell's routes: Home is the shell's own page, each other route mounts one remote.
import { Outlet, useLocation, useMatches, type RouteObject } from 'react-router-dom';
// The remotes' list alone: the rest of the contract (schemas, version checks) is remote support.
import { REMOTES } from '@module-feedback/federation/remotes';
import { UnexpectedApplicationError } from '../errors/UnexpectedApplicationError';
import { Home } from '../home/Home';
import { useDocumentTitle } from '../page/document-title';
import { HOME_TITLE, SECTION_TITLES, subPageTitle, type PageHandle } from '../page/page-titles';
import { LazyRemoteSection } from '../remotes/loading/LazyRemoteSection';
import { Frame } from './Frame';

/** The matched page, titled after its route's handle (or its own title within a section). */
function TitledOutlet() {
  const handles = useMatches().map((match) => match.handle as PageHandle | undefined);
  const subPage = subPageTitle(useLocation());
  useDocumentTitle(subPage ?? handles.findLast((handle) => handle !== undefined)?.title);
  return <Outlet />;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <Frame>
        <TitledOutlet />
      </Frame>
    ),
    errorElement: (
      <Frame>
        <UnexpectedApplicationError />
      </Frame>
    ),
    children: [
      { index: true, element: <Home />, handle: { title: HOME_TITLE } satisfies PageHandle },
      // A key per remote: <Parcel> does not remount when only its config changes.
      ...REMOTES.map((remote) => ({
        path: `${remote.route.slice(1)}/*`,
        element: <LazyRemoteSection key={remote.name} remote={remote} />,
        handle: { title: SECTION_TITLES[remote.name] } satisfies PageHandle,
      })),
    ],
  },
];
