import { Password, type PasswordProps } from 'primereact/password';
import { FULL_WIDTH } from './styles';

/**
 * A full-width password input without PrimeReact's strength meter. No show/hide toggle: the
 * toggle icon cannot be reached by keyboard, and its "Show Password" label would make
 * "Password" name two controls.
 */
export function PasswordInput(props: PasswordProps) {
  return <Password {...props} style={FULL_WIDTH} inputStyle={FULL_WIDTH} feedback={false} />;
}
