import { Password, type PasswordProps } from 'primereact/password';

/**
 * A full-width password input without PrimeReact's strength meter. No show/hide toggle: the
 * toggle icon cannot be reached by keyboard, and its "Show Password" label would make
 * "Password" name two controls.
 */
export function PasswordInput(props: PasswordProps) {
  return <Password {...props} className="au-wide" feedback={false} />;
}
