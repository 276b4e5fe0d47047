import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export default function AuthCard({
  title,
  subtitle,
  children,
  maxWidth = 760,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  maxWidth?: number;
}) {
  return (
    <Paper sx={{ p: { xs: 2.5, sm: 4 }, maxWidth, mx: 'auto' }} elevation={2}>
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      </Box>
      {children}
    </Paper>
  );
}
