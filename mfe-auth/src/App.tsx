import {
  ACCOUNT_MESSAGES,
  accountApi,
  CheckingSignIn,
  useAppLocation,
  useServerData,
  useSession,
  type AuthOptions,
} from '@module-feedback/shared';
import { Card } from 'primereact/card';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { authPageAt, type AuthPage } from './auth-pages/auth-page';
import { AUTH_TABS, type AuthTab } from './auth-tabs/auth-tab';
import './auth.css';
import { VerifyEmailPage } from './email-verification/VerifyEmailPage';
import { FormAlert } from './forms/FormAlert';
import { ForgotPasswordPage } from './password-reset/ForgotPasswordPage';
import { ResetPasswordPage } from './password-reset/ResetPasswordPage';
import { SignInForm } from './sign-in/SignInForm';
import { SignedIn, SIGNED_IN_TEXTS } from './signed-in/SignedIn';
import { SignOnButton } from './sign-on/SignOnButton';
import { useSignOnReturn } from './sign-on/use-sign-on-return';
import { SignUpForm } from './sign-up/SignUpForm';
import { SignUpOff } from './sign-up/SignUpOff';

export const AUTH_HEADING = 'Sign in or sign up';

const HEADINGS: Record<AuthPage, string> = {
  signInOrUp: AUTH_HEADING,
  forgotPassword: ACCOUNT_MESSAGES.forgotPasswordTitle,
  resetPassword: ACCOUNT_MESSAGES.newPasswordTitle,
  verifyEmail: ACCOUNT_MESSAGES.verifyPageTitle,
};

/** The tabs: sign in (with the university account too, when configured) or create an account. */
function SignInOrUp() {
  const [tab, setTab] = useState<AuthTab>('signIn');
  const signOn = useSignOnReturn();
  const options = useServerData(accountApi.options);
  // Until the options are in (or if they never come), the password forms work as always.
  const offered: AuthOptions | undefined = options.status === 'ready' ? options.data : undefined;

  if (signOn.status === 'signing-in') return <p role="status">{ACCOUNT_MESSAGES.signingIn}</p>;
  return (
    <>
      {signOn.status === 'failed' && <FormAlert problem={signOn.problem} />}
      <TabView
        renderActiveOnly={false}
        activeIndex={AUTH_TABS.indexOf(tab)}
        onTabChange={(e) => setTab(AUTH_TABS[e.index] ?? 'signIn')}
      >
        {/* Both panels stay mounted, so switching tabs never loses what was typed. */}
        <TabPanel header="Sign In">
          {offered?.singleSignOn && (
            <div className="au-sign-on-choice">
              <SignOnButton />
              <p className="au-or">{ACCOUNT_MESSAGES.orUseUsername}</p>
            </div>
          )}
          <SignInForm />
        </TabPanel>
        <TabPanel header="Sign Up">
          {offered && !offered.localSignup ? (
            <SignUpOff singleSignOn={offered.singleSignOn} />
          ) : (
            <SignUpForm allowedEmailDomains={offered?.allowedEmailDomains ?? []} />
          )}
        </TabPanel>
      </TabView>
    </>
  );
}

const SUB_PAGES: Record<Exclude<AuthPage, 'signInOrUp'>, () => React.JSX.Element> = {
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  verifyEmail: VerifyEmailPage,
};

/**
 * The /auth section: sign in or create an account (or, once signed in, who is), and the pages
 * the mailed links open, which work signed in or not.
 */
export function App() {
  const page = authPageAt(useAppLocation());
  const { loading, user } = useSession();
  const SubPage = page === 'signInOrUp' ? undefined : SUB_PAGES[page];
  const signedIn = !SubPage && user !== null;

  return (
    <section className="au-auth" aria-labelledby="auth-heading">
      <h1 id="auth-heading">{signedIn ? SIGNED_IN_TEXTS.heading : HEADINGS[page]}</h1>
      <Card>
        {SubPage ? (
          <SubPage />
        ) : loading ? (
          <CheckingSignIn />
        ) : user ? (
          <SignedIn user={user} />
        ) : (
          <SignInOrUp />
        )}
      </Card>
    </section>
  );
}
