import {
  ACCOUNT_MESSAGES,
  accountApi,
  useAppLocation,
  useServerData,
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

/** The /auth section: sign in or create an account, and the pages the mailed links open. */
export function App() {
  const page = authPageAt(useAppLocation());
  const SubPage = page === 'signInOrUp' ? undefined : SUB_PAGES[page];

  return (
    <section className="au-auth" aria-labelledby="auth-heading">
      <h1 id="auth-heading">{HEADINGS[page]}</h1>
      <Card>{SubPage ? <SubPage /> : <SignInOrUp />}</Card>
    </section>
  );
}
