import { Alert, Box, Button, Divider, Grid, Paper, Typography } from '@mui/material';
import {
  LIMITS,
  MESSAGES,
  PROFILE_MESSAGES,
  STUDENT_FORM_MESSAGES,
  TUTOR_FORM_MESSAGES,
} from '@tutorhub/contracts';
import type { Me } from '../../../app/apiTypes';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import FormTextField from '../../../components/form/FormTextField';
import SubmitButton from '../../../components/form/SubmitButton';
import { DetailSkeleton, ErrorState } from '../../../components/PageStates';
import { applyFieldErrors, errorMessage } from '../../../lib/apiError';
import { maxLength } from '../../../lib/form';
import { useImageUpload } from '../../../lib/useImageUpload';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useConfirm } from '../../admin/components/ConfirmDialog';
import { deleteSignedInUser, signOut, updateUserProfile } from '../../auth/authService';
import ProfileFields, { type ProfileValues } from '../components/ProfileFields';
import TutorFields, { type TutorOfferValues } from '../components/TutorFields';
import { useMe } from '../../auth/useMe';
import type { ProfileUpdate } from '../../hires/types';
import { useOwnProfile, type OwnProfile } from '../useOwnProfile';
import { useDeleteMyAccountMutation, useUpdateMyProfileMutation } from '../profilesApi';

type ProfileFormValues = ProfileValues & TutorOfferValues & { about: string };

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
] as const;

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
  };
}

function ProfileForm({ me, profile }: { me: Me; profile: OwnProfile }) {
  const kind = profile.kind;
  const M = kind === 'tutor' ? TUTOR_FORM_MESSAGES : STUDENT_FORM_MESSAGES;
  const form = useForm<ProfileFormValues>({ defaultValues: formValues(profile) });
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
      toast.success(PROFILE_MESSAGES.profileUpdated);
      // The navbar shows the Firebase profile's name and photo.
      void updateUserProfile(body.name, image).catch(() => undefined);
    } catch (err) {
      if (!applyFieldErrors(err, form.setError, PROFILE_FIELDS)) {
        toast.error(errorMessage(err, MESSAGES.actionFailed));
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Edit profile">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Box
          component="img"
          src={profile.image}
          alt="Your current photo"
          width={72}
          height={72}
          sx={{ borderRadius: '50%', objectFit: 'cover' }}
        />
        <Typography color="text.secondary">
          Signed in as {me.email}. Choose an image below to replace your photo.
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
        {kind === 'tutor' ? (
          <>
            <TutorFields register={register} errors={formState.errors} />
            <Grid size={12}>
              <FormTextField
                id="about"
                label="About you (students read this on your profile)"
                name="about"
                register={register}
                errors={formState.errors}
                rules={{ maxLength: maxLength(LIMITS.aboutMax) }}
                multiline
                minRows={4}
                fullWidth
              />
            </Grid>
          </>
        ) : (
          <Grid size={12}>
            <FormTextField
              id="location"
              label="Location"
              name="location"
              register={register}
              errors={formState.errors}
              rules={{ required: M.location }}
              fullWidth
            />
          </Grid>
        )}
        <Grid size={12}>
          <SubmitButton busy={isLoading || progress !== null} busyLabel="Saving…">
            Save profile
          </SubmitButton>
          {kind === 'tutor' && (
            <Button component={RouterLink} to={`/tutors/${me._id}`} sx={{ ml: 2 }}>
              View my public profile
            </Button>
          )}
        </Grid>
      </Grid>
    </Box>
  );
}

/** 'Delete my account', behind a confirmation: the API's data, then the Firebase user. */
function DeleteAccount() {
  const { confirm, dialog } = useConfirm();
  const [deleteAccount, { isLoading }] = useDeleteMyAccountMutation();
  const navigate = useNavigate();

  const onDelete = async () => {
    const ok = await confirm({
      title: 'Delete your account?',
      message:
        'Your profile and account are removed, open requests are cancelled and active tuitions end. Your reviews stay, without your name linked. This cannot be undone.',
      confirmLabel: 'Delete my account',
      destructive: true,
    });
    if (!ok) {
      return;
    }
    try {
      await deleteAccount().unwrap();
    } catch (err) {
      toast.error(errorMessage(err, MESSAGES.actionFailed));
      return;
    }
    try {
      await deleteSignedInUser();
    } catch {
      // Firebase wants a recent sign-in to delete the user; the API account is gone already.
    }
    await signOut().catch(() => undefined);
    toast.success(PROFILE_MESSAGES.accountDeleted);
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
        Delete my account
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Removes your profile and your sign-in for good.
      </Typography>
      <Button color="error" variant="outlined" disabled={isLoading} onClick={() => void onDelete()}>
        Delete my account
      </Button>
      {dialog}
    </Paper>
  );
}

/** /profile — edit one's own profile with the registration rules; delete the account. */
export default function MyProfilePage() {
  useDocumentTitle('My profile');
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
        You have no profile yet.{' '}
        <Button component={RouterLink} to="/studentRegistration" size="small">
          Register as a student
        </Button>{' '}
        or{' '}
        <Button component={RouterLink} to="/tutorRegistration" size="small">
          as a tutor
        </Button>
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
        My profile
      </Typography>
      {body}
      {me && (
        <>
          <Divider sx={{ mt: 4 }} />
          <DeleteAccount />
        </>
      )}
    </Box>
  );
}
