// The account calls: signing up, the token pair of a sign-in (obtain, refresh, revoke), the
// sign-in options, single sign-on, email verification and password reset.
import {
  ACCOUNT_ROUTES,
  type AuthOptions,
  type AuthTokens,
  type LoginPayload,
  type PasswordResetPayload,
  type PasswordResetRequestPayload,
  type SignupPayload,
} from '../contracts';
import { httpClient } from './http-client';
import { data } from './response-data';

export const accountApi = {
  obtainTokens: (payload: LoginPayload) =>
    data(httpClient.post<AuthTokens | null>(ACCOUNT_ROUTES.token, payload)),
  /** The whole response: the session reads its status to tell a refusal from no answer. */
  refreshTokens: (refresh: string) =>
    httpClient.post<AuthTokens>(ACCOUNT_ROUTES.tokenRefresh, { refresh }),
  revokeTokens: (refresh: string) =>
    data(httpClient.post<void>(ACCOUNT_ROUTES.tokenRevoke, { refresh })),
  signup: (payload: SignupPayload) =>
    data(httpClient.post<unknown>(ACCOUNT_ROUTES.signup, payload)),
  options: () => data(httpClient.get<AuthOptions>(ACCOUNT_ROUTES.options)),
  /** Where the browser goes to sign in with the university account (a full page load). */
  signOnStartUrl: () => `${httpClient.defaults.baseURL ?? ''}${ACCOUNT_ROUTES.signOnStart}`,
  exchangeSignOnCode: (code: string) =>
    data(httpClient.post<AuthTokens>(ACCOUNT_ROUTES.signOnExchange, { code })),
  verifyEmail: (token: string) =>
    data(httpClient.post<unknown>(ACCOUNT_ROUTES.verifyEmail, { token })),
  resendVerification: () => data(httpClient.post<unknown>(ACCOUNT_ROUTES.resendVerification)),
  requestPasswordReset: (payload: PasswordResetRequestPayload) =>
    data(httpClient.post<unknown>(ACCOUNT_ROUTES.passwordReset, payload)),
  resetPassword: (payload: PasswordResetPayload) =>
    data(httpClient.post<unknown>(ACCOUNT_ROUTES.passwordResetConfirm, payload)),
};
