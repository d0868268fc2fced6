import { ACCOUNT_MESSAGES } from '@module-feedback/shared';
import { Message } from 'primereact/message';
import { SignOnButton } from '../sign-on/SignOnButton';

/** The Sign Up tab when staff turned sign-up with a password off (LOCAL_SIGNUP=false). */
export function SignUpOff({ singleSignOn }: { singleSignOn: boolean }) {
  return (
    <div className="au-done">
      <Message
        severity="info"
        className="au-wide"
        text={
          singleSignOn ? ACCOUNT_MESSAGES.localSignupOff : ACCOUNT_MESSAGES.localSignupOffNoSignOn
        }
      />
      {singleSignOn && <SignOnButton />}
    </div>
  );
}
