import { Box, Divider, Grid, Link, Typography } from '@mui/material';
import type { InsertResult, StudentRegistration } from '../../../store/apiTypes';
import { useEffect, type ReactNode } from 'react';
import type { UseFormReturn, UseFormSetError, UseFormSetValue } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import SubmitButton from '../../../components/form/SubmitButton';
import { useT } from '../../../i18n';
import { applyFieldErrors } from '../../../lib/apiError';
import { selectAuthStatus } from '../../../lib/auth/authSlice';
import { useMe } from '../../../lib/auth/useMe';
import { useAppSelector } from '../../../store/store';
import PhoneSignInOption from '../../../components/auth/PhoneSignInOption';
import { useEarlyErrors } from '../../../lib/earlyErrors';
import { useSignUpFlow } from '../useSignUpFlow';
import AuthCard from '../../../components/AuthCard';
import ProfileFields, { type ProfileMessages, type ProfileValues } from './ProfileFields';
import SignUpPasswords, { type PasswordValues } from './SignUpPasswords';
import VerifyEmailStep from './VerifyEmailStep';

export type SignUpValues = ProfileValues & PasswordValues;

/**
 * The shared profile as the API takes it: trimmed, with the uploaded image's URL (and no email
 * for an account signed in by its mobile number).
 */
export type ProfileRecord = Omit<StudentRegistration, 'role'>;

/** The empty sign-up form. */
export const EMPTY_SIGN_UP: SignUpValues = {
  name: '',
  image: null,
  email: '',
  number: '',
  study: '',
  subject: '',
  location: '',
  password: '',
  confirm: '',
};

interface Props<T extends SignUpValues> {
  form: UseFormReturn<T>;
  subtitle: string;
  /** The form's accessible name, e.g. 'Student sign up'. */
  formLabel: string;
  messages: ProfileMessages & { password: string; confirm: string };
  successMessage: string;
  /** The form fields the API may answer field errors for. */
  recordFields: readonly string[];
  /** Posts the record once the account exists and the image is uploaded. */
  post: (profile: ProfileRecord, values: T, idToken: string | null) => Promise<InsertResult>;
  /** The role's own fields, between the profile and the passwords. */
  children: ReactNode;
}

/**
 * A sign-up form: the profile fields, the role's own fields, the passwords and the submit
 * button; submitting runs the sign-up flow and puts the API's field errors on their fields.
 */
export default function SignUpForm<T extends SignUpValues>(props: Props<T>) {
  const { form, messages } = props;
  const t = useT();
  const { run, progress, busy, verification, continueAfterVerification, resendVerification } =
    useSignUpFlow();
  const {
    register,
    getValues,
    formState: { errors },
  } = form;
  const earlyErrors = useEarlyErrors(form, messages);
  // The generic form narrows to the sign-up fields here.
  const setError = form.setError as unknown as UseFormSetError<SignUpValues>;
  const setValue = form.setValue as unknown as UseFormSetValue<SignUpValues>;
  const signedOut = useAppSelector(selectAuthStatus) === 'signedOut';
  const { me } = useMe();
  // Signed in by a mobile number alone: the account exists, with no email or password, and its
  // number is the verified one.
  const verifiedPhone = me && me.email === null ? me.phone : null;
  useEffect(() => {
    if (verifiedPhone) {
      setValue('number', verifiedPhone, { shouldValidate: true });
    }
  }, [verifiedPhone, setValue]);

  const onSubmit = form.handleSubmit(async (values) => {
    const file = values.image?.[0];
    if (!file) {
      setError('image', { message: messages.image });
      return;
    }
    const email = verifiedPhone ? null : values.email.trim();
    await run(
      { name: values.name, email, password: values.password, image: file },
      (image, idToken) => {
        const profile: ProfileRecord = {
          name: values.name.trim(),
          image,
          ...(email !== null && { email }),
          number: verifiedPhone ?? values.number.trim(),
          study: values.study.trim(),
          subject: values.subject.trim(),
          location: values.location.trim(),
        };
        return props.post(profile, values, idToken);
      },
      props.successMessage,
      (err) => applyFieldErrors(err, setError, props.recordFields),
    );
  });

  return (
    <AuthCard title={t('profiles.signUp.title')} subtitle={props.subtitle}>
      {verification && (
        <VerifyEmailStep
          email={verification.email}
          busy={busy}
          onContinue={() => void continueAfterVerification()}
          onResend={resendVerification}
        />
      )}
      {signedOut && !verification && (
        <>
          <PhoneSignInOption onSignedIn={() => undefined} />
          <Divider sx={{ my: 3 }}>{t('auth.login.or')}</Divider>
        </>
      )}
      {/* Hidden, not unmounted, while the email is verified: the form keeps what was typed. */}
      <Box
        component="form"
        hidden={Boolean(verification)}
        noValidate
        {...earlyErrors}
        onSubmit={(e) => void onSubmit(e)}
        aria-label={props.formLabel}
      >
        <Grid container spacing={2}>
          <ProfileFields
            register={register}
            errors={errors}
            messages={messages}
            progress={progress}
            phoneAccount={Boolean(verifiedPhone)}
          />
          {props.children}
          {!verifiedPhone && (
            <SignUpPasswords
              register={register}
              getValues={getValues}
              errors={errors}
              messages={messages}
            />
          )}
          <Grid size={12}>
            <SubmitButton busy={busy} busyLabel={t('profiles.signUp.busy')} fullWidth>
              {t('profiles.signUp.submit')}
            </SubmitButton>
          </Grid>
        </Grid>
        <Typography sx={{ mt: 2, textAlign: 'center' }}>
          <Link component={RouterLink} to="/login">
            {t('profiles.signUp.haveAccount')}
          </Link>
        </Typography>
      </Box>
    </AuthCard>
  );
}
