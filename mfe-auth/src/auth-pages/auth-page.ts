import { AUTH_PAGES } from '@module-feedback/shared';

/** The pages of the auth section: the tabs, and the pages the mailed links open. */
export type AuthPage = 'signInOrUp' | 'forgotPassword' | 'resetPassword' | 'verifyEmail';

const PAGES: Record<string, AuthPage> = {
  [AUTH_PAGES.forgotPassword]: 'forgotPassword',
  [AUTH_PAGES.resetPassword]: 'resetPassword',
  [AUTH_PAGES.verifyEmail]: 'verifyEmail',
};

/** Which page an address shows; any other path of the section shows the tabs. */
export function authPageAt(address: URL): AuthPage {
  return PAGES[address.pathname.replace(/\/+$/, '')] ?? 'signInOrUp';
}
