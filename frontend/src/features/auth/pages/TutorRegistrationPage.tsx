import { Box, Button, Grid, Link, TextField, Typography, type TextFieldProps } from '@mui/material';
import {
  MESSAGES,
  RULE_MESSAGES,
  SITE,
  TEACHING_MODES,
  TEACHING_SUBJECTS,
  TUTOR_FORM_MESSAGES as M,
  type TutorRegistration,
} from '@tutorhub/contracts';
import { useForm, type RegisterOptions } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import ImageField from '../../../components/ImageField';
import { applyFieldErrors } from '../../../lib/apiError';
import { EMAIL_PATTERN, PHONE_PATTERN, mui } from '../../../lib/form';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useRegisterTutorMutation } from '../../tutors/tutorsApi';
import AuthCard from '../components/AuthCard';
import SignUpPasswords from '../components/SignUpPasswords';
import { useSignUpFlow } from '../useSignUpFlow';

export interface TutorFormValues {
  name: string;
  image: FileList | null;
  email: string;
  number: string;
  study: string;
  subject: string;
  teachingSubject: string;
  salary: string;
  location: string;
  onlineOffline: string;
  password: string;
  confirm: string;
}

const RECORD_FIELDS = [
  'name',
  'email',
  'number',
  'study',
  'subject',
  'teachingSubject',
  'salary',
  'location',
  'onlineOffline',
] as const;

export default function TutorRegistrationPage() {
  useDocumentTitle('Tutor sign up');
  const [registerTutor] = useRegisterTutorMutation();
  const { run, progress, busy } = useSignUpFlow();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<TutorFormValues>({
    defaultValues: {
      name: '',
      image: null,
      email: '',
      number: '',
      study: '',
      subject: '',
      teachingSubject: '',
      salary: '',
      location: '',
      onlineOffline: '',
      password: '',
      confirm: '',
    },
  });

  const text = (
    name: (typeof RECORD_FIELDS)[number],
    label: string,
    rules: RegisterOptions<TutorFormValues, typeof name>,
    extra: TextFieldProps = {},
  ) => (
    <TextField
      id={name}
      label={label}
      fullWidth
      {...mui(register(name, rules))}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      {...extra}
    />
  );

  const onSubmit = handleSubmit(async (values) => {
    const file = values.image?.[0];
    if (!file) {
      setError('image', { message: M.image });
      return;
    }
    await run(
      { name: values.name, email: values.email, password: values.password, image: file },
      (image, idToken) => {
        const body: TutorRegistration = {
          role: 'tutor',
          name: values.name.trim(),
          image,
          email: values.email.trim(),
          number: values.number.trim(),
          study: values.study.trim(),
          subject: values.subject.trim(),
          teachingSubject: values.teachingSubject,
          salary: Number(values.salary),
          location: values.location.trim(),
          onlineOffline: values.onlineOffline,
        };
        return registerTutor({ body, idToken }).unwrap();
      },
      MESSAGES.tutorRegistered,
      (err) => applyFieldErrors(err, setError, RECORD_FIELDS),
    );
  });

  return (
    <AuthCard title="sign up" subtitle={`Join ${SITE.name} as a tutor`}>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-label="Tutor sign up"
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            {text('name', 'Name', { required: M.name }, { autoComplete: 'name' })}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ImageField
              id="image"
              label="Image"
              registration={register('image', {
                validate: (files) => (files && files.length > 0) || M.image,
              })}
              error={errors.image?.message}
              progress={progress}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {text(
              'email',
              'Email',
              {
                required: M.email,
                pattern: { value: EMAIL_PATTERN, message: RULE_MESSAGES.emailFormat },
              },
              { type: 'email', autoComplete: 'email' },
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {text(
              'number',
              'WhatsApp number',
              {
                required: M.number,
                pattern: { value: PHONE_PATTERN, message: RULE_MESSAGES.numberFormat },
              },
              {
                type: 'tel',
                autoComplete: 'tel',
                slotProps: { htmlInput: { inputMode: 'numeric' } },
              },
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {text('study', 'University or college', { required: M.study })}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {text('subject', 'Department', { required: M.subject })}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {text(
              'teachingSubject',
              'Teaching subject',
              { required: M.teachingSubject },
              {
                select: true,
                slotProps: { select: { native: true }, inputLabel: { shrink: true } },
                children: [
                  <option key="" value="" disabled>
                    Select a subject
                  </option>,
                  ...TEACHING_SUBJECTS.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  )),
                ],
              },
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {text(
              'salary',
              `Expected salary (${SITE.currency} per month)`,
              {
                required: M.salary,
                pattern: { value: /^\d+$/, message: RULE_MESSAGES.nonNegativeInteger },
              },
              {
                type: 'number',
                slotProps: { htmlInput: { min: 0, step: 1, inputMode: 'numeric' } },
              },
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {text('location', 'Location', { required: M.location })}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {text(
              'onlineOffline',
              'Online or offline',
              { required: M.onlineOffline },
              {
                select: true,
                slotProps: { select: { native: true }, inputLabel: { shrink: true } },
                children: [
                  <option key="" value="" disabled>
                    Online, offline or both
                  </option>,
                  ...TEACHING_MODES.map((mode) => (
                    <option key={mode} value={mode}>
                      {mode}
                    </option>
                  )),
                ],
              },
            )}
          </Grid>
          <SignUpPasswords
            register={register}
            getValues={getValues}
            errors={errors}
            messages={{ password: M.password, confirm: M.confirm }}
          />
          <Grid size={12}>
            <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
              {busy ? 'Signing up…' : 'Sign up'}
            </Button>
          </Grid>
        </Grid>
        <Typography sx={{ mt: 2, textAlign: 'center' }}>
          <Link component={RouterLink} to="/login">
            Already have an account?
          </Link>
        </Typography>
      </Box>
    </AuthCard>
  );
}
