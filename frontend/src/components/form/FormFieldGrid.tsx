import { Grid, type GridProps } from '@mui/material';
import type { ReactNode } from 'react';
import type { FieldValues, Path, RegisterOptions } from 'react-hook-form';
import type { SelectOption } from '../../lib/form';
import FormSelectField from './FormSelectField';
import FormTextField, { type FormTextFieldProps } from './FormTextField';

type CellSize = GridProps['size'];
type Form<T extends FieldValues> = Pick<FormTextFieldProps<T, Path<T>>, 'register' | 'errors'>;

/** A registered text field, or a native select when `options` are given. */
type InputCell<T extends FieldValues> = Omit<
  FormTextFieldProps<T, Path<T>>,
  'register' | 'errors' | 'rules' | 'fullWidth' | 'size'
> & {
  id: string;
  // Each cell's rules are written for its own field's value type; `never` accepts them all.
  rules?: RegisterOptions<T, never>;
  options?: readonly SelectOption[];
  span?: CellSize;
};

/** Any other control, placed in the grid like the fields. */
interface ElementCell {
  id: string;
  element: ReactNode;
  span?: CellSize;
}

export type FormGridCell<T extends FieldValues> = InputCell<T> | ElementCell;

/**
 * Full-width form fields, each in a grid cell `span` wide unless it sets its own; a `false` cell
 * is left out (a field the form does not ask for now). Renders the cells only, inside the
 * caller's `Grid container`.
 */
export default function FormFieldGrid<T extends FieldValues>({
  cells,
  register,
  errors,
  span,
}: Form<T> & {
  cells: readonly (FormGridCell<T> | false)[];
  span: CellSize;
}) {
  return (
    <>
      {cells.map(
        (cell) =>
          cell && (
            <Grid key={cell.id} size={cell.span ?? span}>
              {'element' in cell ? cell.element : <FormInput {...{ register, errors }} {...cell} />}
            </Grid>
          ),
      )}
    </>
  );
}

function FormInput<T extends FieldValues>({
  span: _span,
  options,
  rules,
  ...props
}: InputCell<T> & Form<T>) {
  const field = { ...props, rules: rules as RegisterOptions<T, Path<T>>, fullWidth: true };
  return options ? <FormSelectField {...field} options={options} /> : <FormTextField {...field} />;
}
