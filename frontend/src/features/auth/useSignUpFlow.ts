import { MESSAGES, type InsertResult } from '@tutorhub/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../app/store';
import { errorMessage } from '../../lib/apiError';
import { uploadImage } from '../../lib/uploadImage';
import { describeAuthError } from './authErrors';
import { getIdToken, signUp, updateUserProfile } from './authService';
import { selectAuthUser } from './authSlice';
import { getAccessToken } from './tokenStore';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  image: File;
}

type Step = 'idle' | 'account' | 'upload' | 'profile' | 'record';

/**
 * The sign-up flow: create the Firebase account → upload the image (with progress) →
 * update the profile → post the record with the ID token → toast → '/'.
 * Returns false (after telling the user) when a step fails; `onRecordError` may claim
 * server errors (e.g. field errors) by returning true.
 */
export function useSignUpFlow() {
  const navigate = useNavigate();
  const currentUser = useAppSelector(selectAuthUser);
  const [progress, setProgress] = useState<number | null>(null);
  const [step, setStep] = useState<Step>('idle');

  async function run(
    input: SignUpInput,
    postRecord: (image: string, idToken: string | null) => Promise<InsertResult>,
    successMessage: string,
    onRecordError?: (err: unknown) => boolean,
  ): Promise<boolean> {
    const email = input.email.trim();
    // A retry after a later step failed: the account already exists and is signed in.
    if (currentUser?.email?.toLowerCase() !== email.toLowerCase()) {
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
        throw new Error('No insertedId');
      }
      toast.success(successMessage);
      void navigate('/');
      return true;
    } catch (err) {
      if (!onRecordError?.(err)) {
        toast.error(errorMessage(err, MESSAGES.signUpFailed));
      }
      return false;
    } finally {
      setStep('idle');
      setProgress(null);
    }
  }

  return { run, progress, busy: step !== 'idle', step };
}
