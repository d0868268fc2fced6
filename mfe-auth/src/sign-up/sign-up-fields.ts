export type SignUpField = 'username' | 'email' | 'password' | 'confirmPassword';

export type SignUpValues = Record<SignUpField, string>;

export const EMPTY_SIGN_UP: SignUpValues = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
};
