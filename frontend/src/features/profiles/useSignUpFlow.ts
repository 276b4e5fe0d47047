import { MESSAGES } from '@tutorhub/contracts';
import type { InsertResult } from '../../store/apiTypes';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../store/store';
import { translateMessage } from '../../i18n';
import { errorMessage, isRefusedWith } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { uploadImage } from '../../lib/uploadImage';
import { describeAuthError } from '../../lib/auth/authErrors';
import {
  confirmEmailVerified,
  emailVerificationNeeded,
  getIdToken,
  sendVerificationEmail,
  signUp,
  updateUserProfile,
} from '../../lib/auth/authService';
import { selectAuthUser } from '../../lib/auth/authSlice';
import { getAccessToken } from '../../lib/http';

export interface SignUpInput {
  name: string;
  /** Null: the account is the one signed in by its mobile number (no account to create). */
  email: string | null;
  password: string;
  image: File;
}

type Step = 'idle' | 'account' | 'verify' | 'upload' | 'profile' | 'record';

/** The "check your inbox" step: where the link went and how to carry on once it is opened. */
export interface EmailVerification {
  email: string;
  /** Runs the sign-up again from where it stopped, with the same form data. */
  resume: () => Promise<boolean>;
}

/**
 * The sign-up flow: create the Firebase account → (verify the email, when the API requires it)
 * → upload the image (with progress) → update the profile → post the record with the ID token
 * → toast → '/'. Returns false (after telling the user) when a step fails or waits for the
 * email to be verified; `onRecordError` may claim server errors (e.g. field errors) by
 * returning true.
 */
export function useSignUpFlow() {
  const navigate = useNavigate();
  const currentUser = useAppSelector(selectAuthUser);
  const [progress, setProgress] = useState<number | null>(null);
  const [step, setStep] = useState<Step>('idle');
  const [verification, setVerification] = useState<EmailVerification | null>(null);

  async function sendLink(): Promise<boolean> {
    try {
      await sendVerificationEmail();
      return true;
    } catch (err) {
      toast.error(describeAuthError(err, 'signUp'));
      return false;
    }
  }

  async function askToVerify(email: string, resume: () => Promise<boolean>): Promise<false> {
    await sendLink();
    setVerification({ email, resume });
    return false;
  }

  async function run(
    input: SignUpInput,
    postRecord: (image: string, idToken: string | null) => Promise<InsertResult>,
    successMessage: string,
    onRecordError?: (err: unknown) => boolean,
    accountCreated = false,
  ): Promise<boolean> {
    const email = input.email?.trim() ?? '';
    const resume = () => run(input, postRecord, successMessage, onRecordError, true);
    // A retry after a later step failed: the account already exists and is signed in.
    const signedInAs =
      input.email === null || currentUser?.email?.toLowerCase() === email.toLowerCase();
    if (!accountCreated && !signedInAs) {
      setStep('account');
      try {
        await signUp(email, input.password);
      } catch (err) {
        setStep('idle');
        toast.error(describeAuthError(err, 'signUp'));
        return false;
      }
    }
    try {
      setStep('verify');
      if (await emailVerificationNeeded()) {
        return await askToVerify(email, resume);
      }
      setStep('upload');
      const idToken = await getIdToken();
      setProgress(0);
      const image = await uploadImage(input.image, {
        onProgress: setProgress,
        token: getAccessToken() ?? idToken,
      });
      setStep('profile');
      await updateUserProfile(input.name.trim(), image);
      setStep('record');
      const freshToken = (await getIdToken()) ?? idToken;
      const result = await postRecord(image, freshToken);
      if (!result.insertedId) {
        // Shown to the user (translated by errorMessage below).
        throw new Error(MESSAGES.signUpFailed);
      }
      toast.success(translateMessage(successMessage));
      void navigate('/');
      return true;
    } catch (err) {
      if (isRefusedWith(err, 'general.verifyEmailFirst')) {
        return await askToVerify(email, resume);
      }
      if (!onRecordError?.(err)) {
        toast.error(errorMessage(err, MESSAGES.signUpFailed));
      }
      return false;
    } finally {
      setStep('idle');
      setProgress(null);
    }
  }

  /** "I have verified — continue": carries on once Firebase confirms the email is verified. */
  async function continueAfterVerification(): Promise<boolean> {
    if (!verification) {
      return false;
    }
    setStep('verify');
    try {
      if (!(await confirmEmailVerified())) {
        toast.error(translateMessage(MESSAGES.verifyEmailFirst));
        return false;
      }
    } catch (err) {
      toast.error(errorMessage(err, MESSAGES.signUpFailed));
      return false;
    } finally {
      setStep('idle');
    }
    setVerification(null);
    return verification.resume();
  }

  async function resendVerification(): Promise<void> {
    if (await sendLink()) {
      toast.success(translateMessage(MESSAGES.verificationSent));
    }
  }

  return {
    run,
    progress,
    busy: step !== 'idle',
    step,
    verification,
    continueAfterVerification,
    resendVerification,
  };
}
