import { Box, Container, Grid, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { SITE } from '@tutorhub/contracts';

/** The site footer; `Newsletter` is the subscription form, handed in by the app's composition. */
export default function Footer({ Newsletter }: { Newsletter: ComponentType }) {
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.100', mt: 8, pt: 6, pb: 3 }}>
      <Container>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} gutterBottom>
              {SITE.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'grey.400', maxWidth: 420 }}>
              {SITE.name} connects students with tutors for one-on-one and group sessions, with
              courses and study materials to keep learning going between lessons.
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }} gutterBottom>
              Newsletter
            </Typography>
            <Newsletter />
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ color: 'grey.400', textAlign: 'center', mt: 5 }}>
          © {SITE.copyrightYear} {SITE.name}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
