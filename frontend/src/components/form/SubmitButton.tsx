import { Button, type ButtonProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/useHydrated';

type Props = Omit<ButtonProps, 'type'> & {
  busy: boolean;
  /** Shown instead of the children while `busy`, e.g. 'Posting…'. */
  busyLabel?: ReactNode;
};

/**
 * A large contained submit button, disabled while the form is busy, and in a prerendered page
 * until the app has hydrated it (the browser would send the form itself, as a GET with the
 * fields in the address).
 */
export default function SubmitButton({ busy, busyLabel, children, ...props }: Props) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" variant="contained" size="large" disabled={busy || !hydrated} {...props}>
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}
