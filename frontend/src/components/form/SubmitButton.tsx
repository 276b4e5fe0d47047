import { Button, type ButtonProps } from '@mui/material';
import type { ReactNode } from 'react';

type Props = Omit<ButtonProps, 'type'> & {
  busy: boolean;
  /** Shown instead of the children while `busy`, e.g. 'Posting…'. */
  busyLabel?: ReactNode;
};

/** A large contained submit button, disabled while the form is busy. */
export default function SubmitButton({ busy, busyLabel, children, ...props }: Props) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={busy} {...props}>
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}
