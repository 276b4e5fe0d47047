import {
  MESSAGES,
  SITE,
  type TeachingMode,
  type TeachingSubject,
  TUTOR_FORM_MESSAGES as M,
} from '@tutorhub/contracts';
import { useForm } from 'react-hook-form';
import { useT } from '../../../i18n';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useRegisterTutorMutation } from '../../../store/endpoints/profilesApi';
import SignUpForm, { EMPTY_SIGN_UP, type SignUpValues } from '../components/SignUpForm';
import TutorFields from '../components/TutorFields';

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

export default function TutorRegistrationPage() {
  const t = useT();
  useDocumentTitle(t('profiles.signUp.tutor.title'));
  const [registerTutor] = useRegisterTutorMutation();
  const form = useForm<TutorFormValues>({
    defaultValues: { ...EMPTY_SIGN_UP, teachingSubject: '', salary: '', onlineOffline: '' },
    mode: 'onChange',
  });

  return (
    <SignUpForm
      form={form}
      subtitle={t('profiles.signUp.tutor.subtitle', { site: SITE.name })}
      formLabel={t('profiles.signUp.tutor.title')}
      messages={M}
      successMessage={MESSAGES.tutorRegistered}
      recordFields={RECORD_FIELDS}
      post={(profile, values, idToken) =>
        registerTutor({
          body: {
            role: 'tutor',
            ...profile,
            // The selects offer only these choices, and their required rules refuse ''.
            teachingSubject: values.teachingSubject as TeachingSubject,
            salary: Number(values.salary),
            onlineOffline: values.onlineOffline as TeachingMode,
          },
          idToken,
        }).unwrap()
      }
    >
      <TutorFields register={form.register} errors={form.formState.errors} />
    </SignUpForm>
  );
}
