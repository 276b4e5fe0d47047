import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The heading row of an owner's or an applicant's job card: its title and its status. */
export default function JobCardHeading({ title, status }: { title: string; status: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 1, flexWrap: 'wrap' }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {status}
    </Box>
  );
}
