import { Grid } from '@mui/material';
import { MESSAGES, SITE, STUDENT_FORM_MESSAGES as M } from '@tutorhub/contracts';
import { useForm } from 'react-hook-form';
import FormTextField from '../../../components/form/FormTextField';
import { useT } from '../../../i18n';
import { withContactRule } from '../../../lib/contactRule';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useRegisterStudentMutation } from '../../../store/endpoints/profilesApi';
import SignUpForm, { EMPTY_SIGN_UP, type SignUpValues } from '../components/SignUpForm';

export type StudentFormValues = SignUpValues;

const RECORD_FIELDS = ['name', 'email', 'number', 'study', 'subject', 'location'] as const;

export default function StudentRegistrationPage() {
  const t = useT();
  useDocumentTitle(t('profiles.signUp.student.title'));
  const [registerStudent] = useRegisterStudentMutation();
  const form = useForm<StudentFormValues>({ defaultValues: EMPTY_SIGN_UP, mode: 'onChange' });

  return (
    <SignUpForm
      form={form}
      subtitle={t('profiles.signUp.student.subtitle', { site: SITE.name })}
      formLabel={t('profiles.signUp.student.title')}
      messages={M}
      successMessage={MESSAGES.studentRegistered}
      recordFields={RECORD_FIELDS}
      post={(profile, _values, idToken) =>
        registerStudent({ body: { role: 'student', ...profile }, idToken }).unwrap()
      }
    >
      <Grid size={12}>
        <FormTextField
          id="location"
          label={t('profiles.field.location')}
          fullWidth
          name="location"
          register={form.register}
          errors={form.formState.errors}
          rules={withContactRule({ required: M.location })}
        />
      </Grid>
    </SignUpForm>
  );
}
