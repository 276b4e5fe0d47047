import { Box, Stack, Typography } from '@mui/material';
import { SITE } from '@tutorhub/contracts';
import { LinkButton } from '../../../components/LinkButton';
import { useT } from '../../../i18n';

export default function Hero() {
  const t = useT();
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        borderRadius: 3,
        px: { xs: 3, md: 8 },
        py: { xs: 6, md: 10 },
        color: 'common.white',
        background: 'linear-gradient(135deg, #1e4fa3 0%, #163a78 60%, #0f2a57 100%)',
        textAlign: { xs: 'center', md: 'left' },
      }}
    >
      <Typography
        id="hero-title"
        variant="h3"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '3rem' } }}
      >
        {t('home.hero.title', { site: SITE.name })}
      </Typography>
      <Typography sx={{ mt: 2, maxWidth: 620, opacity: 0.9, fontSize: { md: '1.15rem' } }}>
        {t('home.hero.text')}
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mt: 4, justifyContent: { xs: 'center', md: 'flex-start' } }}
      >
        <LinkButton
          to="/tutorRegistration"
          variant="contained"
          sx={{
            bgcolor: 'common.white',
            color: 'primary.main',
            '&:hover': { bgcolor: 'grey.100' },
          }}
        >
          {t('home.hero.joinAsTutor')}
        </LinkButton>
        <LinkButton
          to="/studentRegistration"
          variant="outlined"
          sx={{ color: 'common.white', borderColor: 'common.white' }}
        >
          {t('home.hero.joinAsStudent')}
        </LinkButton>
      </Stack>
    </Box>
  );
}
