import type { FieldValues, Path } from 'react-hook-form';
import { optionParts, type SelectOption } from '../../lib/form';
import FormTextField, { type FormTextFieldProps } from './FormTextField';

type Props<T extends FieldValues, N extends Path<T>> = Omit<
  FormTextFieldProps<T, N>,
  'select' | 'slotProps' | 'children'
> & {
  options: readonly SelectOption[];
  /** Shown, and not selectable, while nothing is chosen. */
  placeholder?: string;
};

const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } };

/**
 * A native select registered with react-hook-form, with an optional disabled placeholder
 * before `options`. The placeholder is chosen in the HTML too: with no option marked, a browser
 * shows the first one it may choose, which a form filled in before the app runs would send.
 */
export default function FormSelectField<T extends FieldValues, N extends Path<T>>({
  options,
  placeholder,
  ...props
}: Props<T, N>) {
  return (
    <FormTextField
      {...props}
      select
      defaultValue={placeholder === undefined ? undefined : ''}
      slotProps={NATIVE_SELECT}
    >
      {placeholder !== undefined && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {options.map((option) => {
        const { value, label } = optionParts(option);
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </FormTextField>
  );
}
