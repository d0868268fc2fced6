import { useSession } from '@module-feedback/shared';
import { ProgressSpinner } from 'primereact/progressspinner';
import type { ReactNode } from 'react';
import { Footer } from '../footer/Footer';
import { Navbar } from '../navbar/Navbar';
import { Notifications } from '../notifications/Notifications';

/** Header, footer, theme toggle and toasts around every page, error pages included. */
export function Frame({ children }: { children: ReactNode }) {
  const { loading } = useSession();
  return (
    <div className="frame">
      <Navbar />
      <main className="frame__main">
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
