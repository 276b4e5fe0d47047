import { Box, Container, Grid, Typography } from '@mui/material';
import { Suspense, type ComponentType } from 'react';
import { SITE } from '@tutorhub/contracts';
import { useFormat, useT } from '../i18n';
import WhenNearViewport from './WhenNearViewport';

/** Keeps the newsletter form's place while it loads. */
const NEWSLETTER_SPACE = { minHeight: 104 };

/**
 * The site footer; `Newsletter` is the subscription form, handed in by the app's composition.
 * The footer's text is in the prerendered HTML (on a short page it is the largest thing in view,
 * so it must not wait for code); the form and its code load as it comes near the viewport.
 */
export default function Footer({ Newsletter }: { Newsletter: ComponentType }) {
  const t = useT();
  const format = useFormat();
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.100', mt: 8, pt: 6, pb: 3 }}>
      <Container>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} gutterBottom>
              {SITE.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'grey.400', maxWidth: 420 }}>
              {t('common.footer.about', { site: SITE.name })}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }} gutterBottom>
              {t('common.footer.newsletter')}
            </Typography>
            <WhenNearViewport sx={NEWSLETTER_SPACE}>
              <Suspense fallback={<Box sx={NEWSLETTER_SPACE} />}>
                <Newsletter />
              </Suspense>
            </WhenNearViewport>
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ color: 'grey.400', textAlign: 'center', mt: 5 }}>
          {t('common.footer.copyright', {
            year: format.year(SITE.copyrightYear),
            site: SITE.name,
          })}
        </Typography>
      </Container>
    </Box>
  );
}
