import { memo } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import FormFieldGrid from '../../../components/form/FormFieldGrid';
import FormImageField from '../../../components/form/FormImageField';
import { useT } from '../../../i18n';
import { PHONE_INPUT, emailRules, formPart, phoneRules } from '../../../lib/form';
import { withContactRule } from '../../../lib/contactRule';

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
function ProfileFields<T extends ProfileValues>(props: {
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
  /**
   * Signed in by a mobile number alone: no email is asked for, and the number is the verified
   * one, shown read-only.
   */
  phoneAccount?: boolean;
}) {
  const form = formPart<ProfileValues>(props);
  const M = props.messages;
  const t = useT();
  return (
    <FormFieldGrid
      {...form}
      span={HALF}
      cells={[
        {
          id: 'name',
          label: t('profiles.field.name'),
          name: 'name',
          rules: withContactRule({ required: M.name }),
          autoComplete: 'name',
        },
        {
          id: 'image',
          element: (
            <FormImageField
              id="image"
              label={t('profiles.field.image')}
              name="image"
              {...form}
              requiredMessage={props.editing ? undefined : M.image}
              progress={props.progress}
            />
          ),
        },
        !props.editing &&
          !props.phoneAccount && {
            id: 'email',
            label: t('profiles.field.email'),
            name: 'email',
            rules: emailRules(M.email),
            type: 'email',
            autoComplete: 'email',
          },
        {
          id: 'number',
          label: t('profiles.field.number'),
          name: 'number',
          rules: phoneRules(M.number),
          ...PHONE_INPUT,
          ...(props.phoneAccount && {
            slotProps: { htmlInput: { ...PHONE_INPUT.slotProps.htmlInput, readOnly: true } },
          }),
        },
        {
          id: 'study',
          label: t('profiles.field.study'),
          name: 'study',
          rules: withContactRule({ required: M.study }),
        },
        {
          id: 'subject',
          label: t('profiles.field.subject'),
          name: 'subject',
          rules: withContactRule({ required: M.subject }),
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
export default memo(ProfileFields) as typeof ProfileFields;
