import type { SignUpField } from './sign-up-fields';

const SERVER_PATHS: Record<string, SignUpField> = {
  'user.username': 'username',
  'user.email': 'email',
  'user.password': 'password',
};

/** Picks the server's problems that belong next to one of the sign-up inputs. */
export function signUpFieldErrors(
  fields: Record<string, string>,
): Partial<Record<SignUpField, string>> {
  const errors: Partial<Record<SignUpField, string>> = {};
  for (const [path, problem] of Object.entries(fields)) {
    const field = SERVER_PATHS[path];
    if (field) errors[field] = problem;
  }
  return errors;
}
