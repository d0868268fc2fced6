import { PASSWORD_MIN_LENGTH } from '@module-feedback/shared';

export type SignUpField = 'username' | 'email' | 'password' | 'confirmPassword';

export type SignUpValues = Record<SignUpField, string>;

export const EMPTY_SIGN_UP: SignUpValues = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** Each field's input, in the order the form shows them. */
export const SIGN_UP_FIELD_IDS: Record<SignUpField, string> = {
  username: 'sign-up-username',
  email: 'sign-up-email',
  password: 'sign-up-password',
  confirmPassword: 'sign-up-confirm-password',
};

/** The server's password rules (shared's passwordSchema), shown before anyone submits. */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters, not only digits, and not the same as your username.`;
