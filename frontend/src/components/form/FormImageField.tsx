import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegister,
} from 'react-hook-form';
import { imageRules } from '../../lib/form';
import ImageField from '../ImageField';

interface Props<T extends FieldValues> {
  id: string;
  label: string;
  name: Path<T>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** The message when no file is chosen; without it, choosing a file is optional. */
  requiredMessage?: string;
  progress: number | null;
}

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
  const error = get(errors, name) as FieldError | undefined;
  return <ImageField {...props} registration={register(name, rules)} error={error?.message} />;
}
