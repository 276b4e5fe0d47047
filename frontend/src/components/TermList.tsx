import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** A description list laid out as a two-column grid: terms on the left, their values beside. */
export function TermList({ rowGap, children }: { rowGap: number; children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap,
        m: 0,
      }}
    >
      {children}
    </Box>
  );
}

/** One term of a TermList and its value. */
export function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}
