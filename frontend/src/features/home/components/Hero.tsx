import { Box, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import { SITE } from '@tutorhub/contracts';
import type { ReactNode } from 'react';
import { LinkButton } from '../../../components/LinkButton';
import { useT } from '../../../i18n';

/** The hero's first button: white on its blue. */
export const HERO_PRIMARY: SxProps<Theme> = {
  bgcolor: 'common.white',
  color: 'primary.main',
  '&:hover': { bgcolor: 'grey.100' },
};

/** The hero's other buttons: outlined in white. */
export const HERO_SECONDARY: SxProps<Theme> = {
  color: 'common.white',
  borderColor: 'common.white',
};

/** The top of Home: its title (the page's h1), a line of text and what to do next. */
export function HeroFrame({
  title,
  text,
  actions,
}: {
  title: string;
  text: string;
  actions: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        borderRadius: 3,
        px: { xs: 3, md: 8 },
        py: { xs: 4, md: 10 },
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
        {title}
      </Typography>
      <Typography sx={{ mt: 2, maxWidth: 620, opacity: 0.9, fontSize: { md: '1.15rem' } }}>
        {text}
      </Typography>
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        sx={{ mt: 4, flexWrap: 'wrap', justifyContent: { xs: 'center', md: 'flex-start' } }}
      >
        {actions}
      </Stack>
    </Box>
  );
}

/** A visitor's welcome, with the two ways to join. */
export default function Hero() {
  const t = useT();
  return (
    <HeroFrame
      title={t('home.hero.title', { site: SITE.name })}
      text={t('home.hero.text')}
      actions={
        <>
          <LinkButton to="/tutorRegistration" variant="contained" sx={HERO_PRIMARY}>
            {t('home.hero.joinAsTutor')}
          </LinkButton>
          <LinkButton to="/studentRegistration" variant="outlined" sx={HERO_SECONDARY}>
            {t('home.hero.joinAsStudent')}
          </LinkButton>
        </>
      }
    />
  );
}
