import { Box, type SxProps, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import { Fragment } from 'react';
import { useLanguage, useT, type Language } from '../i18n';

// Plain buttons rather than MUI's ToggleButtonGroup: the switch is in the navbar of the first
// paint, so it stays small. Each label is in its own language, marked with `lang` for screen
// readers and the font.
const Choice = styled('button')(({ theme }) => ({
  ...theme.typography.button,
  padding: '4px 6px',
  border: 0,
  borderRadius: theme.shape.borderRadius,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  opacity: 0.8,
  '&[aria-pressed="true"]': {
    opacity: 1,
    textDecoration: 'underline',
    textDecorationThickness: 2,
    textUnderlineOffset: 6,
  },
  '@media (hover: hover)': { '&:hover': { opacity: 1 } },
}));

const Separator = styled('span')({ opacity: 0.6, '&::before': { content: '"|"' } });

const CHOICES = [
  { language: 'bn', label: 'common.language.bn' },
  { language: 'en', label: 'common.language.en' },
] as const satisfies readonly { language: Language; label: string }[];

/** বাংলা | English: switches the whole app at once and remembers the choice. */
export default function LanguageSwitch({ sx }: { sx?: SxProps<Theme> }) {
  const t = useT();
  const { language, setLanguage } = useLanguage();
  return (
    <Box
      role="group"
      aria-label={t('common.language.label')}
      sx={[{ display: 'inline-flex', alignItems: 'center' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {CHOICES.map((choice, i) => (
        <Fragment key={choice.language}>
          {i > 0 && <Separator aria-hidden="true" />}
          <Choice
            type="button"
            lang={choice.language}
            aria-pressed={language === choice.language}
            onClick={() => setLanguage(choice.language)}
          >
            {t(choice.label)}
          </Choice>
        </Fragment>
      ))}
    </Box>
  );
}
