import { TextField, type TextFieldProps } from '@mui/material';
import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegister,
} from 'react-hook-form';
import { mui } from '../../lib/form';

export type FormTextFieldProps<T extends FieldValues, N extends Path<T>> = Omit<
  TextFieldProps,
  'name' | 'error' | 'helperText'
> & {
  name: N;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  rules?: RegisterOptions<T, N>;
};

/** A MUI TextField registered with react-hook-form that shows its field's error under it. */
export default function FormTextField<T extends FieldValues, N extends Path<T>>({
  name,
  register,
  errors,
  rules,
  ...props
}: FormTextFieldProps<T, N>) {
  const error = get(errors, name) as FieldError | undefined;
  return (
    <TextField
      {...props}
      {...mui(register(name, rules))}
      error={Boolean(error)}
      helperText={error?.message}
    />
  );
}
