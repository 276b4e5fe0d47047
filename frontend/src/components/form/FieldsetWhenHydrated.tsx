import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/useHydrated';

const PLAIN = { border: 0, p: 0, m: 0, minWidth: 0 } as const;

/**
 * A borderless fieldset whose fields wait for the app: disabled in a page rendered ahead until
 * it has hydrated (a value typed or picked before would be reset as React takes the fields
 * over). When it turns enabled, right after hydration and synchronously, only this element
 * re-renders: the fields are the caller's elements, unchanged.
 */
export default function FieldsetWhenHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Box component="fieldset" disabled={!hydrated} sx={PLAIN}>
      {children}
    </Box>
  );
}
