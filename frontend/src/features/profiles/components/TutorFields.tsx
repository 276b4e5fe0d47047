import { Grid } from '@mui/material';
import {
  SITE,
  TEACHING_MODES,
  TEACHING_SUBJECTS,
  TUTOR_FORM_MESSAGES as M,
} from '@tutorhub/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import FormSelectField from '../../../components/form/FormSelectField';
import FormTextField from '../../../components/form/FormTextField';
import { WHOLE_NUMBER_INPUT, wholeNumberRules } from '../../../lib/form';

/** What a tutor offers, beside the shared profile. */
export interface TutorOfferValues {
  teachingSubject: string;
  salary: string;
  location: string;
  onlineOffline: string;
}

const HALF = { xs: 12, md: 6 };

/** Teaching subject, expected salary, location and mode, two to a row (sign-up and profile). */
export default function TutorFields<T extends TutorOfferValues>(props: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  // The generic form narrows to the tutor's fields here.
  const register = props.register as unknown as UseFormRegister<TutorOfferValues>;
  const errors = props.errors as FieldErrors<TutorOfferValues>;
  const field = { register, errors, fullWidth: true };
  return (
    <>
      <Grid size={HALF}>
        <FormSelectField
          {...field}
          id="teachingSubject"
          label="Teaching subject"
          name="teachingSubject"
          rules={{ required: M.teachingSubject }}
          placeholder="Select a subject"
          options={TEACHING_SUBJECTS}
        />
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
        <FormSelectField
          {...field}
          id="onlineOffline"
          label="Online or offline"
          name="onlineOffline"
          rules={{ required: M.onlineOffline }}
          placeholder="Online, offline or both"
          options={TEACHING_MODES}
        />
      </Grid>
    </>
  );
}
