import { Alert, Box, Button, Divider, Grid, Paper, Typography } from '@mui/material';
import {
  GENDERS,
  LIMITS,
  MESSAGES,
  PROFILE_MESSAGES,
  STUDENT_FORM_MESSAGES,
  TUTOR_FORM_MESSAGES,
  type Gender,
} from '@tutorhub/contracts';
import type { Me } from '../../../store/apiTypes';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import FormFieldGrid from '../../../components/form/FormFieldGrid';
import SubmitButton from '../../../components/form/SubmitButton';
import { DetailSkeleton, ErrorState } from '../../../components/PageStates';
import { SiteAvatar } from '../../../components/SiteImage';
import { translateMessage, useT } from '../../../i18n';
import { applyFieldErrors, errorMessage } from '../../../lib/apiError';
import { maxLength } from '../../../lib/form';
import { withContactRule } from '../../../lib/contactRule';
import { toast } from '../../../lib/toast';
import { useImageUpload } from '../../../lib/useImageUpload';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useConfirm } from '../../../components/ConfirmDialog';
import { deleteSignedInUser, signOut, updateUserProfile } from '../../../lib/auth/authService';
import ConfirmSignInDialog from '../components/ConfirmSignInDialog';
import ProfileFields, { type ProfileValues } from '../components/ProfileFields';
import RichMessage from '../components/RichMessage';
import TutorFields, { type TutorOfferValues } from '../components/TutorFields';
import { useMe } from '../../../lib/auth/useMe';
import EmailSettingsSection from '../../../components/EmailSettingsSection';
import SmsSettingsSection from '../../../components/SmsSettingsSection';
import SignInMethods from '../components/SignInMethods';
import type { ProfileUpdate } from '../../../store/hireTypes';
import { useOwnProfile, type OwnProfile } from '../useOwnProfile';
import {
  useDeleteMyAccountMutation,
  useUpdateMyProfileMutation,
} from '../../../store/endpoints/profilesApi';

type ProfileFormValues = ProfileValues & TutorOfferValues & { about: string; gender: Gender | '' };

const PROFILE_FIELDS = [
  'name',
  'image',
  'number',
  'study',
  'subject',
  'location',
  'teachingSubject',
  'salary',
  'onlineOffline',
  'about',
  'gender',
] as const;

const GENDER_LABEL = {
  female: 'profiles.field.genderFemale',
  male: 'profiles.field.genderMale',
} as const;

function formValues(profile: OwnProfile): ProfileFormValues {
  return {
    name: profile.name,
    image: null,
    email: '',
    number: profile.number,
    study: profile.study,
    subject: profile.subject,
    location: profile.location,
    teachingSubject: profile.teachingSubject ?? '',
    salary: profile.salary === undefined ? '' : String(profile.salary),
    onlineOffline: profile.onlineOffline ?? '',
    about: profile.about ?? '',
    gender: profile.gender ?? '',
  };
}

function toUpdate(kind: 'tutor' | 'student', v: ProfileFormValues, image: string): ProfileUpdate {
  const shared = {
    name: v.name.trim(),
    image,
    number: v.number.trim(),
    study: v.study.trim(),
    subject: v.subject.trim(),
    location: v.location.trim(),
  };
  if (kind === 'student') {
    return shared;
  }
  return {
    ...shared,
    teachingSubject: v.teachingSubject,
    salary: Number(v.salary),
    onlineOffline: v.onlineOffline,
    about: v.about.trim() || null,
    gender: v.gender || null,
  };
}

function ProfileForm({ me, profile }: { me: Me; profile: OwnProfile }) {
  const kind = profile.kind;
  const t = useT();
  const M = kind === 'tutor' ? TUTOR_FORM_MESSAGES : STUDENT_FORM_MESSAGES;
  const form = useForm<ProfileFormValues>({
    defaultValues: formValues(profile),
    mode: 'onChange',
  });
  const { upload, progress } = useImageUpload();
  const [update, { isLoading }] = useUpdateMyProfileMutation();
  const { register, formState, reset } = form;

  // A refetch after the save brings the stored values back into the form.
  useEffect(() => reset(formValues(profile)), [profile, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const file = values.image?.[0];
      const image = file ? await upload(file) : profile.image;
      const body = toUpdate(kind, values, image);
      await update({ id: me._id, body }).unwrap();
      toast.success(translateMessage(PROFILE_MESSAGES.profileUpdated));
      // The navbar shows the Firebase profile's name and photo.
      void updateUserProfile(body.name, image).catch(() => undefined);
    } catch (err) {
      if (!applyFieldErrors(err, form.setError, PROFILE_FIELDS)) {
        toast.error(errorMessage(err, MESSAGES.actionFailed));
      }
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={t('profiles.my.form')}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <SiteAvatar src={profile.image} alt={t('profiles.my.currentPhoto')} size={72} />
        <Typography color="text.secondary">
          {t('profiles.my.signedInAs', { email: me.email ?? me.phone ?? '' })}
        </Typography>
      </Box>
      <Grid container spacing={2}>
        <ProfileFields
          register={register}
          errors={formState.errors}
          messages={M}
          progress={progress}
          editing
        />
        {kind === 'tutor' && <TutorFields register={register} errors={formState.errors} />}
        <FormFieldGrid
          register={register}
          errors={formState.errors}
          span={12}
          cells={[
            kind === 'tutor' && {
              id: 'gender',
              label: t('profiles.field.gender'),
              name: 'gender',
              span: { xs: 12, md: 6 },
              options: [
                { value: '', label: t('profiles.field.genderNotSaid') },
                ...GENDERS.map((value) => ({ value, label: t(GENDER_LABEL[value]) })),
              ],
            },
            kind === 'tutor'
              ? {
                  id: 'about',
                  label: t('profiles.my.about'),
                  name: 'about',
                  rules: withContactRule({ maxLength: maxLength(LIMITS.aboutMax) }),
                  multiline: true,
                  minRows: 4,
                }
              : {
                  id: 'location',
                  label: t('profiles.field.location'),
                  name: 'location',
                  rules: withContactRule({ required: M.location }),
                },
          ]}
        />
        <Grid size={12}>
          <SubmitButton busy={isLoading || progress !== null} busyLabel={t('profiles.my.saving')}>
            {t('profiles.my.save')}
          </SubmitButton>
          {kind === 'tutor' && (
            <Button component={RouterLink} to={`/tutors/${me._id}`} sx={{ ml: 2 }}>
              {t('profiles.my.viewPublic')}
            </Button>
          )}
        </Grid>
      </Grid>
    </Box>
  );
}

/**
 * 'Delete my account', behind a confirmation and a sign-in made again (the API asks for its ID
 * token): the API's data, then the Firebase user.
 */
function DeleteAccount() {
  const { confirm, dialog } = useConfirm();
  const [deleteAccount, { isLoading }] = useDeleteMyAccountMutation();
  const [confirmingSignIn, setConfirmingSignIn] = useState(false);
  const navigate = useNavigate();
  const t = useT();

  const onDelete = async () => {
    const ok = await confirm({
      title: t('profiles.my.delete.confirmTitle'),
      message: t('profiles.my.delete.confirmText'),
      confirmLabel: t('profiles.my.delete.action'),
      destructive: true,
    });
    if (ok) {
      setConfirmingSignIn(true);
    }
  };

  const onSignInConfirmed = async (idToken: string) => {
    setConfirmingSignIn(false);
    try {
      await deleteAccount(idToken).unwrap();
    } catch (err) {
      toast.error(errorMessage(err, MESSAGES.actionFailed));
      return;
    }
    try {
      await deleteSignedInUser();
    } catch {
      // Firebase may still refuse the user's deletion; the API account is gone already.
    }
    await signOut().catch(() => undefined);
    toast.success(translateMessage(PROFILE_MESSAGES.accountDeleted));
    void navigate('/', { replace: true });
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="danger-title"
      sx={{ p: 2, mt: 4 }}
    >
      <Typography id="danger-title" variant="h6" component="h2" gutterBottom>
        {t('profiles.my.delete.action')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('profiles.my.delete.text')}
      </Typography>
      <Button color="error" variant="outlined" disabled={isLoading} onClick={() => void onDelete()}>
        {t('profiles.my.delete.action')}
      </Button>
      {dialog}
      <ConfirmSignInDialog
        open={confirmingSignIn}
        onConfirmed={(idToken) => void onSignInConfirmed(idToken)}
        onCancel={() => setConfirmingSignIn(false)}
      />
    </Paper>
  );
}

/** /profile — edit one's own profile with the registration rules; delete the account. */
export default function MyProfilePage() {
  const t = useT();
  useDocumentTitle(t('profiles.my.title'));
  const { me, isLoading: meLoading } = useMe();
  const own = useOwnProfile(me);

  let body;
  if (meLoading || own.isLoading) {
    body = <DetailSkeleton />;
  } else if (!me) {
    body = <ErrorState />;
  } else if (!me.kind) {
    body = (
      <Alert severity="info">
        <RichMessage
          text={t('profiles.my.noProfile')}
          parts={[
            <Button component={RouterLink} to="/studentRegistration" size="small" />,
            <Button component={RouterLink} to="/tutorRegistration" size="small" />,
          ]}
        />
      </Alert>
    );
  } else if (!own.profile) {
    body = <ErrorState onRetry={own.refetch} />;
  } else {
    body = <ProfileForm me={me} profile={own.profile} />;
  }

  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t('profiles.my.title')}
      </Typography>
      {body}
      {me && (
        <>
          <SignInMethods me={me} />
          <EmailSettingsSection tutor={me.kind === 'tutor'} hasEmail={Boolean(me.email)} />
          <SmsSettingsSection tutor={me.kind === 'tutor'} />
          {me.kind === 'tutor' && (
            <Alert
              severity="info"
              sx={{ mt: 4 }}
              action={
                <Button component={RouterLink} to="/verification" color="inherit" size="small">
                  {t('profiles.my.verificationLink')}
                </Button>
              }
            >
              {t('profiles.my.verificationText')}
            </Alert>
          )}
          <Divider sx={{ mt: 4 }} />
          <DeleteAccount />
        </>
      )}
    </Box>
  );
}
