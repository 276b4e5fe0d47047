import type { FieldValues, Path, RegisterOptions } from 'react-hook-form';
import { fieldError, imageRules } from '../../lib/form';
import ImageField from '../ImageField';
import type { FormTextFieldProps } from './FormTextField';

type Props<T extends FieldValues> = Pick<
  FormTextFieldProps<T, Path<T>>,
  'name' | 'register' | 'errors'
> & {
  id: string;
  label: string;
  /** The message when no file is chosen; without it, choosing a file is optional. */
  requiredMessage?: string;
  progress: number | null;
};

/** An ImageField registered with react-hook-form: a file is required when a message is given. */
export default function FormImageField<T extends FieldValues>({
  name,
  register,
  errors,
  requiredMessage,
  ...props
}: Props<T>) {
  const rules = (requiredMessage ? imageRules(requiredMessage) : {}) as unknown as RegisterOptions<
    T,
    Path<T>
  >;
  const error = fieldError(errors, name);
  return <ImageField {...props} registration={register(name, rules)} error={error?.message} />;
}
