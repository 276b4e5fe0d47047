import { Grid } from '@mui/material';
import { LIMITS, RULE_MESSAGES } from '@tutorhub/contracts';
import type { FieldErrors, UseFormGetValues, UseFormRegister } from 'react-hook-form';
import PasswordField from '../../../components/PasswordField';
import { translateMessage, useT } from '../../../i18n';
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
  const t = useT();
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <PasswordField
          id="password"
          label={t('profiles.field.password')}
          fullWidth
          autoComplete="new-password"
          showLabel={t('profiles.field.showPassword')}
          hideLabel={t('profiles.field.hidePassword')}
          {...mui(
            register('password', {
              required: props.messages.password,
              minLength: { value: LIMITS.passwordMin, message: RULE_MESSAGES.passwordMin },
            }),
          )}
          error={Boolean(errors.password)}
          helperText={errors.password?.message && translateMessage(errors.password.message)}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <PasswordField
          id="confirm"
          label={t('profiles.field.confirm')}
          fullWidth
          autoComplete="new-password"
          showLabel={t('profiles.field.showConfirm')}
          hideLabel={t('profiles.field.hideConfirm')}
          {...mui(
            register('confirm', {
              required: props.messages.confirm,
              validate: (value) => value === getValues('password') || RULE_MESSAGES.passwordMatch,
            }),
          )}
          error={Boolean(errors.confirm)}
          helperText={errors.confirm?.message && translateMessage(errors.confirm.message)}
        />
      </Grid>
    </>
  );
}
