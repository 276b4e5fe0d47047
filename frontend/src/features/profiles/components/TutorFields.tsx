import { TEACHING_MODES, TEACHING_SUBJECTS, TUTOR_FORM_MESSAGES as M } from '@tutorhub/contracts';
import { memo } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import FormFieldGrid from '../../../components/form/FormFieldGrid';
import { useT, useTerm } from '../../../i18n';
import { WHOLE_NUMBER_INPUT, formPart, wholeNumberRules } from '../../../lib/form';
import { withContactRule } from '../../../lib/contactRule';

/** What a tutor offers, beside the shared profile. */
export interface TutorOfferValues {
  teachingSubject: string;
  salary: string;
  location: string;
  onlineOffline: string;
}

const HALF = { xs: 12, md: 6 };

/** Teaching subject, expected salary, location and mode, two to a row (sign-up and profile). */
function TutorFields<T extends TutorOfferValues>(props: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const t = useT();
  const term = useTerm();
  return (
    <FormFieldGrid
      {...formPart<TutorOfferValues>(props)}
      span={HALF}
      cells={[
        {
          id: 'teachingSubject',
          label: t('profiles.field.teachingSubject'),
          name: 'teachingSubject',
          rules: { required: M.teachingSubject },
          placeholder: t('profiles.field.teachingSubjectPlaceholder'),
          options: TEACHING_SUBJECTS.map((value) => ({ value, label: term.subject(value) })),
        },
        {
          id: 'salary',
          label: t('profiles.field.salary'),
          name: 'salary',
          rules: wholeNumberRules(M.salary),
          ...WHOLE_NUMBER_INPUT,
        },
        {
          id: 'location',
          label: t('profiles.field.location'),
          name: 'location',
          rules: withContactRule({ required: M.location }),
        },
        {
          id: 'onlineOffline',
          label: t('profiles.field.mode'),
          name: 'onlineOffline',
          rules: { required: M.onlineOffline },
          placeholder: t('profiles.field.modePlaceholder'),
          options: TEACHING_MODES.map((value) => ({ value, label: term.mode(value) })),
        },
      ]}
    />
  );
}

/**
 * Memoised: react-hook-form re-renders the form that holds it once as it mounts (its `isReady`
 * state), synchronously, right after a prerendered page hydrates. These fields' props are the
 * same then, so that re-render skips them rather than holding a phone's main thread.
 */
export default memo(TutorFields) as typeof TutorFields;
