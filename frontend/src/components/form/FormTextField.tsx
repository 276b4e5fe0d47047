import { TextField, type TextFieldProps } from '@mui/material';
import type {
  FieldErrors,
  FieldValues,
  Path,
  RegisterOptions,
  UseFormRegister,
} from 'react-hook-form';
import { translateMessage } from '../../i18n';
import { fieldError, mui } from '../../lib/form';

export type FormTextFieldProps<T extends FieldValues, N extends Path<T>> = Omit<
  TextFieldProps,
  'name' | 'error' | 'helperText'
> & {
  name: N;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  rules?: RegisterOptions<T, N>;
};

/**
 * A MUI TextField registered with react-hook-form that shows its field's error under it, in the
 * user's language (rules are written with the English contracts messages).
 */
export default function FormTextField<T extends FieldValues, N extends Path<T>>({
  name,
  register,
  errors,
  rules,
  ...props
}: FormTextFieldProps<T, N>) {
  const error = fieldError(errors, name);
  return (
    <TextField
      {...props}
      {...mui(register(name, rules))}
      error={Boolean(error)}
      helperText={error?.message && translateMessage(error.message)}
    />
  );
}
