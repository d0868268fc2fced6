import { Card } from 'primereact/card';
import { TabPanel, TabView } from 'primereact/tabview';
import { Toast } from 'primereact/toast';
import { useCallback, useRef, useState } from 'react';
import { AUTH_TABS, type AuthTab } from './auth-tabs/auth-tab';
import { SignInForm } from './sign-in/SignInForm';
import { SignUpForm } from './sign-up/SignUpForm';

const pageStyle = { maxWidth: '28rem', margin: '1.5rem auto', padding: '0 0.75rem' } as const;

/** The /auth screen: sign in or create an account. */
export function App() {
  const [tab, setTab] = useState<AuthTab>('signIn');
  const toast = useRef<Toast>(null);

  const showError = useCallback((summary: string, detail?: string) => {
    toast.current?.show({ severity: 'error', summary, detail, life: 8000 });
  }, []);

  return (
    <section style={pageStyle} aria-label="Sign in or sign up">
      <Toast ref={toast} position="top-center" />
      <Card>
        <TabView
          renderActiveOnly={false}
          activeIndex={AUTH_TABS.indexOf(tab)}
          onTabChange={(e) => setTab(AUTH_TABS[e.index] ?? 'signIn')}
        >
          {/* Both panels stay mounted, so switching tabs never loses what was typed. */}
          <TabPanel header="Sign In">
            <SignInForm onError={showError} />
          </TabPanel>
          <TabPanel header="Sign Up">
            <SignUpForm onError={showError} />
          </TabPanel>
        </TabView>
      </Card>
    </section>
  );
}
