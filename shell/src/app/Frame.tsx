import { useSession } from '@module-feedback/shared/shell-pages';
import { ProgressSpinner } from 'primereact/progressspinner';
import type { ReactNode } from 'react';
import { Footer } from '../footer/Footer';
import { Navbar } from '../navbar/Navbar';
import { Notifications } from '../notifications/Notifications';
import { useFocusOnNavigation } from '../page/focus-on-navigation';

const MAIN_ID = 'main';

/** Header, footer, theme toggle and toasts around every page, error pages included. */
export function Frame({ children }: { children: ReactNode }) {
  const { loading } = useSession();
  useFocusOnNavigation();
  return (
    <div className="frame">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        Skip to main content
      </a>
      <Navbar />
      {/* tabIndex -1: the skip link can move focus here, the Tab key never stops on it. */}
      <main id={MAIN_ID} className="frame__main" tabIndex={-1}>
        {loading ? (
          // Neutral until the startup token refresh settles: neither signed in nor signed out.
          <div className="page-loading" role="status" aria-label="Loading">
            <ProgressSpinner />
          </div>
        ) : (
          children
        )}
      </main>
      <Footer />
      <Notifications />
    </div>
  );
}
