import { describe, expect, it } from 'vitest';
import { authPageAt } from './auth-page';

const at = (path: string) => authPageAt(new URL(path, 'http://app.test'));

describe('authPageAt', () => {
  it('finds the pages of the mailed links, with or without a trailing slash', () => {
    expect(at('/auth/forgot-password')).toBe('forgotPassword');
    expect(at('/auth/reset-password/?token=x')).toBe('resetPassword');
    expect(at('/auth/verify-email?token=x')).toBe('verifyEmail');
  });

  it('shows the tabs anywhere else in the section', () => {
    expect(at('/auth')).toBe('signInOrUp');
    expect(at('/auth?sign-on=abc')).toBe('signInOrUp');
    expect(at('/auth/anything')).toBe('signInOrUp');
  });
});
