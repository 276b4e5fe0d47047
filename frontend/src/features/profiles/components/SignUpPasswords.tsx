import { Grid } from '@mui/material';
import { LIMITS, RULE_MESSAGES } from '@tutorhub/contracts';
import type { FieldErrors, UseFormGetValues, UseFormRegister } from 'react-hook-form';
import PasswordField from '../../../components/PasswordField';
import { mui } from '../../../lib/form';

export interface PasswordValues {
  password: string;
  confirm: string;
}

/** Password + confirm with independent show/hide toggles, min length and match checks. */
export default function SignUpPasswords<T extends PasswordValues>(props: {
  register: UseFormRegister<T>;
  getValues: UseFormGetValues<T>;
  errors: FieldErrors<T>;
  messages: { password: string; confirm: string };
}) {
  // The generic form narrows to the two password fields here.
  const register = props.register as unknown as UseFormRegister<PasswordValues>;
  const getValues = props.getValues as unknown as UseFormGetValues<PasswordValues>;
  const errors = props.errors as FieldErrors<PasswordValues>;
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <PasswordField
          id="password"
          label="Password"
          fullWidth
          autoComplete="new-password"
          showLabel="Show password"
          hideLabel="Hide password"
          {...mui(
            register('password', {
              required: props.messages.password,
              minLength: { value: LIMITS.passwordMin, message: RULE_MESSAGES.passwordMin },
            }),
          )}
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <PasswordField
          id="confirm"
          label="Confirm password"
          fullWidth
          autoComplete="new-password"
          showLabel="Show confirm password"
          hideLabel="Hide confirm password"
          {...mui(
            register('confirm', {
              required: props.messages.confirm,
              validate: (value) => value === getValues('password') || RULE_MESSAGES.passwordMatch,
            }),
          )}
          error={Boolean(errors.confirm)}
          helperText={errors.confirm?.message}
        />
      </Grid>
    </>
  );
}
