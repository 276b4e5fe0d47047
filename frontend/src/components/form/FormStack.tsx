import { Stack, type StackProps } from '@mui/material';
import type { FormEvent } from 'react';

type Props = Omit<StackProps<'form'>, 'component' | 'onSubmit'> & {
  /** The form's accessible name. */
  label: string;
  /** react-hook-form's handleSubmit result: it checks the fields itself, not the browser. */
  onSubmit: (event: FormEvent) => Promise<void>;
};

/** A named form laid out as a column of fields. */
export default function FormStack({ label, onSubmit, children, ...props }: Props) {
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(e: FormEvent) => void onSubmit(e)}
      aria-label={label}
      {...props}
    >
      {children}
    </Stack>
  );
}
