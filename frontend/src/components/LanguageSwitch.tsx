import { Box, type SxProps, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import { Fragment } from 'react';
import { useLocation } from 'react-router-dom';
import { LANGUAGE_PARAM } from '@tutorhub/contracts';
import { useLanguage, useT, type Language } from '../i18n';

// Links rather than MUI's ToggleButtonGroup: the switch is in the navbar of the first paint, so
// it stays small, and before the app runs a link asks the API for the same page in the other
// language. Each label is in its own language, marked with `lang` for screen readers and the
// font.
const Choice = styled('a')(({ theme }) => ({
  ...theme.typography.button,
  padding: '4px 6px',
  border: 0,
  borderRadius: theme.shape.borderRadius,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  opacity: 0.8,
  textDecoration: 'none',
  '&[aria-current="true"]': {
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
  const { pathname, search } = useLocation();
  const hrefOf = (choice: Language) => {
    const params = new URLSearchParams(search);
    params.set(LANGUAGE_PARAM, choice);
    return `${pathname}?${params.toString()}`;
  };
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
            href={hrefOf(choice.language)}
            hrefLang={choice.language}
            lang={choice.language}
            aria-current={language === choice.language}
            onClick={(event) => {
              // The app switches the page in place.
              event.preventDefault();
              setLanguage(choice.language);
            }}
          >
            {t(choice.label)}
          </Choice>
        </Fragment>
      ))}
    </Box>
  );
}
