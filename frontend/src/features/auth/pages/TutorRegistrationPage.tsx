import { Grid } from '@mui/material';
import {
  MESSAGES,
  SITE,
  TEACHING_MODES,
  TEACHING_SUBJECTS,
  TUTOR_FORM_MESSAGES as M,
} from '@tutorhub/contracts';
import { useForm } from 'react-hook-form';
import FormTextField from '../../../components/form/FormTextField';
import { WHOLE_NUMBER_INPUT, wholeNumberRules } from '../../../lib/form';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useRegisterTutorMutation } from '../../tutors/tutorsApi';
import SignUpForm, { EMPTY_SIGN_UP, type SignUpValues } from '../components/SignUpForm';

export interface TutorFormValues extends SignUpValues {
  teachingSubject: string;
  salary: string;
  onlineOffline: string;
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

const HALF = { xs: 12, md: 6 };
const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } };

/** The <option>s of a native select: a disabled placeholder, then `values`. */
function options(placeholder: string, values: readonly string[]) {
  return [
    <option key="" value="" disabled>
      {placeholder}
    </option>,
    ...values.map((value) => (
      <option key={value} value={value}>
        {value}
      </option>
    )),
  ];
}

export default function TutorRegistrationPage() {
  useDocumentTitle('Tutor sign up');
  const [registerTutor] = useRegisterTutorMutation();
  const form = useForm<TutorFormValues>({
    defaultValues: { ...EMPTY_SIGN_UP, teachingSubject: '', salary: '', onlineOffline: '' },
  });
  const field = { register: form.register, errors: form.formState.errors, fullWidth: true };

  return (
    <SignUpForm
      form={form}
      subtitle={`Join ${SITE.name} as a tutor`}
      formLabel="Tutor sign up"
      messages={M}
      successMessage={MESSAGES.tutorRegistered}
      recordFields={RECORD_FIELDS}
      post={(profile, values, idToken) =>
        registerTutor({
          body: {
            role: 'tutor',
            ...profile,
            teachingSubject: values.teachingSubject,
            salary: Number(values.salary),
            onlineOffline: values.onlineOffline,
          },
          idToken,
        }).unwrap()
      }
    >
      <Grid size={HALF}>
        <FormTextField
          {...field}
          id="teachingSubject"
          label="Teaching subject"
          name="teachingSubject"
          rules={{ required: M.teachingSubject }}
          select
          slotProps={NATIVE_SELECT}
        >
          {options('Select a subject', TEACHING_SUBJECTS)}
        </FormTextField>
      </Grid>
      <Grid size={HALF}>
        <FormTextField
          {...field}
          id="salary"
          label={`Expected salary (${SITE.currency} per month)`}
          name="salary"
          rules={wholeNumberRules(M.salary)}
          {...WHOLE_NUMBER_INPUT}
        />
      </Grid>
      <Grid size={HALF}>
        <FormTextField
          {...field}
          id="location"
          label="Location"
          name="location"
          rules={{ required: M.location }}
        />
      </Grid>
      <Grid size={HALF}>
        <FormTextField
          {...field}
          id="onlineOffline"
          label="Online or offline"
          name="onlineOffline"
          rules={{ required: M.onlineOffline }}
          select
          slotProps={NATIVE_SELECT}
        >
          {options('Online, offline or both', TEACHING_MODES)}
        </FormTextField>
      </Grid>
    </SignUpForm>
  );
}
