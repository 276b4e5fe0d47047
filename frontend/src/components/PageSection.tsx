import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A section of a page, named by its h2 title (`titleId` is the title's element id). */
export default function PageSection({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
