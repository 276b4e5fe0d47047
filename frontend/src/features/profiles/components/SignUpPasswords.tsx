import { Grid } from '@mui/material';
import { LIMITS, RULE_MESSAGES } from '@tutorhub/contracts';
import { memo } from 'react';
import type {
  FieldErrors,
  RegisterOptions,
  UseFormGetValues,
  UseFormRegister,
} from 'react-hook-form';
import PasswordField from '../../../components/PasswordField';
import { translateMessage, useT, type MessageKey } from '../../../i18n';
import { mui } from '../../../lib/form';

export interface PasswordValues {
  password: string;
  confirm: string;
}

/** Password + confirm with independent show/hide toggles, min length and match checks. */
function SignUpPasswords<T extends PasswordValues>(props: {
  register: UseFormRegister<T>;
  getValues: UseFormGetValues<T>;
  errors: FieldErrors<T>;
  messages: { password: string; confirm: string };
}) {
  // The generic form narrows to the two password fields here.
  const register = props.register as unknown as UseFormRegister<PasswordValues>;
  const getValues = props.getValues as unknown as UseFormGetValues<PasswordValues>;
  const errors = props.errors as FieldErrors<PasswordValues>;
  const t = useT();
  const fields = [
    {
      name: 'password',
      labels: [
        'profiles.field.password',
        'profiles.field.showPassword',
        'profiles.field.hidePassword',
      ],
      rules: {
        required: props.messages.password,
        minLength: { value: LIMITS.passwordMin, message: RULE_MESSAGES.passwordMin },
      },
    },
    {
      name: 'confirm',
      labels: [
        'profiles.field.confirm',
        'profiles.field.showConfirm',
        'profiles.field.hideConfirm',
      ],
      rules: {
        required: props.messages.confirm,
        validate: (value: string) => value === getValues('password') || RULE_MESSAGES.passwordMatch,
      },
    },
  ] as const satisfies readonly {
    name: keyof PasswordValues;
    labels: readonly [MessageKey, MessageKey, MessageKey];
    rules: RegisterOptions<PasswordValues>;
  }[];
  return (
    <>
      {fields.map(({ name, labels: [label, show, hide], rules }) => (
        <Grid key={name} size={{ xs: 12, md: 6 }}>
          <PasswordField
            id={name}
            label={t(label)}
            fullWidth
            autoComplete="new-password"
            showLabel={t(show)}
            hideLabel={t(hide)}
            {...mui(register(name, rules))}
            error={Boolean(errors[name])}
            helperText={errors[name]?.message && translateMessage(errors[name].message)}
          />
        </Grid>
      ))}
    </>
  );
}

/**
 * Memoised: react-hook-form re-renders the form that holds it once as it mounts (its `isReady`
 * state), synchronously, right after a prerendered page hydrates. These fields' props are the
 * same then, so that re-render skips them rather than holding a phone's main thread.
 */
export default memo(SignUpPasswords) as typeof SignUpPasswords;
