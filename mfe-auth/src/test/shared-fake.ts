// Shared's fake as the auth screen's tests use it: the server offers password sign-in and
// sign-up only, unless a test says otherwise. Import it first in a test file.
import type { AuthOptions } from '@module-feedback/shared';
import { fakeShared, setSession, SIGNED_OUT } from '@module-feedback/shared/testing';

export { fakeShared, setSession, SIGNED_OUT };

export const PASSWORD_ONLY: AuthOptions = {
  singleSignOn: false,
  localSignup: true,
  allowedEmailDomains: [],
};

fakeShared.accountApi.options.mockImplementation(async () => PASSWORD_ONLY);
