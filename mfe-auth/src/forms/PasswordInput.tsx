import { Password, type PasswordPassThroughOptions, type PasswordProps } from 'primereact/password';
import { FULL_WIDTH } from './styles';

// PrimeReact hands `pt.iconField` to the IconField as its own pass-through options, whose
// `root` is the wrapper element; the Password typings describe it as plain attributes.
const ICON_FIELD_FULL_WIDTH = {
  iconField: { root: { style: FULL_WIDTH } },
} as unknown as PasswordPassThroughOptions;

/** A full-width password input with a show/hide toggle and no strength meter. */
export function PasswordInput(props: PasswordProps) {
  return (
    <Password
      {...props}
      style={FULL_WIDTH}
      inputStyle={FULL_WIDTH}
      // The toggle wraps the input in an IconField, which otherwise keeps its natural width.
      pt={ICON_FIELD_FULL_WIDTH}
      feedback={false}
      toggleMask
    />
  );
}
