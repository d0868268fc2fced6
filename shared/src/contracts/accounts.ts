// Accounts: signing up, signing in with a password (the token pair, its refresh and its
// revocation), signing in with the university's identity provider (OpenID Connect), proving
// an email address, and resetting a forgotten password. The server sends the links by mail;
// the pages at AUTH_PAGES open them. Staff's user administration is ./users.

/** The API routes of accounts (filled with fillRoute where they take parameters). */
export const ACCOUNT_ROUTES = {
  /** POST { username, password }: a sign-in's token pair. */
  token: '/api/accounts/token/',
  /** POST { refresh }: the next token pair of the sign-in (the refresh token rotates). */
  tokenRefresh: '/api/accounts/token/refresh/',
  /** POST { refresh }: ends the sign-in the refresh token belongs to. */
  tokenRevoke: '/api/accounts/token/revoke/',
  /** POST { user }: a student's new account with a password. */
  signup: '/api/accounts/signup/',
  /** GET: which ways of signing in and up this deployment offers (AuthOptions). */
  options: '/api/accounts/options/',
  /** GET, as a browser navigation: sends the browser to the identity provider. */
  signOnStart: '/api/accounts/sign-on/start/',
  /** GET: where the identity provider sends the browser back; registered with it. */
  signOnCallback: '/api/accounts/sign-on/callback/',
  /** POST { code }: the one-time code the callback put in the address, for tokens. */
  signOnExchange: '/api/accounts/sign-on/exchange/',
  /** POST { token }: proves the address the link was mailed to. */
  verifyEmail: '/api/accounts/verify-email/',
  /** POST, signed in: mails the verification link again. */
  resendVerification: '/api/accounts/verify-email/resend/',
  /** POST { email }: mails a reset link when an account has that address. */
  passwordReset: '/api/accounts/password-reset/',
  /** POST { token, password }: sets the new password and ends every sign-in. */
  passwordResetConfirm: '/api/accounts/password-reset/confirm/',
} as const;

/** The pages of the auth section that the mails and the identity provider lead to. */
export const AUTH_PAGES = {
  signInOrUp: '/auth',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  verifyEmail: '/auth/verify-email',
} as const;

/** Query parameters of the links to AUTH_PAGES. */
export const AUTH_LINK_PARAMS = {
  /** The mailed single-use token (verification, reset). */
  token: 'token',
  /** The one-time code of a single sign-on that worked. */
  signOnCode: 'sign-on',
  /** Why a single sign-on did not work (a SignOnFailure). */
  signOnFailure: 'sign-on-failed',
} as const;

/** What GET /api/accounts/options/ answers. */
export interface AuthOptions {
  /** True when the university's sign-in (OpenID Connect) is configured. */
  singleSignOn: boolean;
  /** False when staff turned sign-up with a password off (LOCAL_SIGNUP=false). */
  localSignup: boolean;
  /** When not empty, sign-up takes only addresses at these domains (or their subdomains). */
  allowedEmailDomains: string[];
}

/** Whether sign-up takes this address: any when no domains are set, else those domains and their subdomains. */
export function isAllowedEmailDomain(email: string, domains: readonly string[]): boolean {
  if (domains.length === 0) return true;
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
  return domains.some((allowed) => domain === allowed || domain.endsWith(`.${allowed}`));
}

/** Why a single sign-on came back without signing anyone in. */
export const SIGN_ON_FAILURES = ['cancelled', 'expired', 'refused', 'unavailable'] as const;
export type SignOnFailure = (typeof SIGN_ON_FAILURES)[number];

/** How long the links in mails work. */
export const EMAIL_VERIFICATION_LINK_HOURS = 24;
export const PASSWORD_RESET_LINK_MINUTES = 30;

export const ACCOUNT_MESSAGES = {
  signInWithUniversity: 'Sign in with your university account',
  orUseUsername: 'or use a username and password',
  signOnFailed: {
    cancelled: 'Signing in with your university account was cancelled. Nothing was changed.',
    expired:
      'That sign-in took too long or was started in another browser. Please sign in with your university account again.',
    refused:
      'Your university could not confirm the sign-in. Please try again, or use a username and password.',
    unavailable:
      'Signing in with your university account is not available right now. Please try again later.',
  } satisfies Record<SignOnFailure, string>,
  signOnCodeInvalid:
    'This sign-in has expired or was already used. Please sign in with your university account again.',
  signingIn: 'Signing you in…',
  localSignupOff:
    'New accounts are created by signing in with your university account. Sign-up with a username and password is turned off here.',
  localSignupOffNoSignOn:
    'Sign-up is turned off here. Please ask the module feedback staff for an account.',
  emailDomainNotAllowed: (domains: readonly string[]) =>
    `Please use your university email address (${domains.map((d) => `@${d}`).join(', ')}).`,
  emailDomainHint: (domains: readonly string[]) =>
    `Use your university email address (${domains.map((d) => `@${d}`).join(', ')}).`,
  signupCheckEmail:
    'We sent you an email. Follow its link to confirm your address before you write feedback.',
  verifyTitle: 'Confirm your email address to leave feedback',
  verifyExplanation:
    'You can read all results already. To write feedback, follow the link in the email we sent when you signed up.',
  resendVerification: 'Send the email again',
  checkVerificationAgain: 'I have confirmed it',
  stillNotVerified:
    'Your address is not confirmed yet. Follow the link in the email, then try again.',
  verificationResent: 'We sent the email again. It may take a minute to arrive.',
  verifying: 'Confirming your email address…',
  emailVerified: 'Your email address is confirmed. You can now leave feedback.',
  verificationLinkInvalid:
    'This confirmation link has expired or was already used. Sign in and ask for a new one on the feedback page.',
  emailTakenMeanwhile:
    'This email address now belongs to another account, so it cannot be confirmed for this one.',
  notVerified: 'Please confirm your email address before you write feedback.',
  forgotPassword: 'Forgot password?',
  forgotPasswordTitle: 'Reset your password',
  forgotPasswordExplanation:
    'Enter the email address of your account. We will send you a link to choose a new password.',
  sendResetLink: 'Send reset link',
  resetRequested:
    'If an account uses that address, we have sent it a link to choose a new password. The link works once, for 30 minutes.',
  newPasswordTitle: 'Choose a new password',
  setNewPassword: 'Set new password',
  passwordWasReset: 'Your password was changed and every device was signed out. Please sign in.',
  resetLinkInvalid: 'This reset link has expired or was already used. Please ask for a new one.',
  resetLinkMissing: 'This page needs the link from the email. Please ask for a new one.',
  backToSignIn: 'Back to sign in',
  askForNewLink: 'Ask for a new link',
  verifyPageTitle: 'Confirm your email address',
  tooManyRequests: 'Too many requests for this. Please wait a few minutes and try again.',
} as const;
