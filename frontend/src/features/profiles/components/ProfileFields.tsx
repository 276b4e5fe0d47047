import { Grid } from '@mui/material';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import FormImageField from '../../../components/form/FormImageField';
import FormTextField from '../../../components/form/FormTextField';
import { PHONE_INPUT, emailRules, phoneRules } from '../../../lib/form';

/** The profile both sign-up forms ask for (location is placed by each form). */
export interface ProfileValues {
  name: string;
  image: FileList | null;
  email: string;
  number: string;
  study: string;
  subject: string;
  location: string;
}

export type ProfileMessages = Record<Exclude<keyof ProfileValues, 'location'>, string>;

const HALF = { xs: 12, md: 6 };

/** Name, image, email (not when editing), WhatsApp number, university and department. */
export default function ProfileFields<T extends ProfileValues>(props: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  messages: ProfileMessages;
  /** Upload progress of the image, or null. */
  progress: number | null;
  /**
   * Editing an existing profile: the sign-in email is not a profile field, and the image is
   * kept unless a new one is chosen.
   */
  editing?: boolean;
}) {
  // The generic form narrows to the profile fields here.
  const register = props.register as unknown as UseFormRegister<ProfileValues>;
  const errors = props.errors as FieldErrors<ProfileValues>;
  const field = { register, errors, fullWidth: true };
  const M = props.messages;
  return (
    <>
      <Grid size={HALF}>
        <FormTextField
          {...field}
          id="name"
          label="Name"
          name="name"
          rules={{ required: M.name }}
          autoComplete="name"
        />
      </Grid>
      <Grid size={HALF}>
        <FormImageField
          id="image"
          label="Image"
          name="image"
          register={register}
          errors={errors}
          requiredMessage={props.editing ? undefined : M.image}
          progress={props.progress}
        />
      </Grid>
      {!props.editing && (
        <Grid size={HALF}>
          <FormTextField
            {...field}
            id="email"
            label="Email"
            name="email"
            rules={emailRules(M.email)}
            type="email"
            autoComplete="email"
          />
        </Grid>
      )}
      <Grid size={HALF}>
        <FormTextField
          {...field}
          id="number"
          label="WhatsApp number"
          name="number"
          rules={phoneRules(M.number)}
          {...PHONE_INPUT}
        />
      </Grid>
      <Grid size={HALF}>
        <FormTextField
          {...field}
          id="study"
          label="University or college"
          name="study"
          rules={{ required: M.study }}
        />
      </Grid>
      <Grid size={HALF}>
        <FormTextField
          {...field}
          id="subject"
          label="Department"
          name="subject"
          rules={{ required: M.subject }}
        />
      </Grid>
    </>
  );
}
