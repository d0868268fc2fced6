// Accounts beyond the password: the sign-in options, single sign-on, email verification and
// password reset.
import {
  ACCOUNT_ROUTES,
  type AuthOptions,
  type AuthTokens,
  type PasswordResetPayload,
  type PasswordResetRequestPayload,
} from '../contracts';
import { httpClient } from './http-client';

const data = async <T>(request: Promise<{ data: T }>): Promise<T> => (await request).data;

export const accountApi = {
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
