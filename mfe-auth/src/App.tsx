import { Card } from 'primereact/card';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { AUTH_TABS, type AuthTab } from './auth-tabs/auth-tab';
import './auth.css';
import { SignInForm } from './sign-in/SignInForm';
import { SignUpForm } from './sign-up/SignUpForm';

export const AUTH_HEADING = 'Sign in or sign up';

/** The /auth screen: sign in or create an account. */
export function App() {
  const [tab, setTab] = useState<AuthTab>('signIn');

  return (
    <section className="au-auth" aria-labelledby="auth-heading">
      <h1 id="auth-heading">{AUTH_HEADING}</h1>
      <Card>
        <TabView
          renderActiveOnly={false}
          activeIndex={AUTH_TABS.indexOf(tab)}
          onTabChange={(e) => setTab(AUTH_TABS[e.index] ?? 'signIn')}
        >
          {/* Both panels stay mounted, so switching tabs never loses what was typed. */}
          <TabPanel header="Sign In">
            <SignInForm />
          </TabPanel>
          <TabPanel header="Sign Up">
            <SignUpForm />
          </TabPanel>
        </TabView>
      </Card>
    </section>
  );
}
