import type { AuthUser } from '../../lib/auth/authSlice';
import { sendPhoneCode } from '../../lib/auth/authService';
import PhoneCodeSteps from './PhoneCodeSteps';

/** Sign-in by a Bangladeshi mobile number; the signed-in user goes to `onSignedIn`. */
export default function PhoneSignIn({ onSignedIn }: { onSignedIn: (user: AuthUser) => void }) {
  return <PhoneCodeSteps send={sendPhoneCode} onConfirmed={onSignedIn} />;
}
