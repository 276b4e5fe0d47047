import { createTheme, type Theme } from '@mui/material/styles';
import { EARLY_ERROR_ATTRIBUTE, FIELD_SELECTOR } from './prerendered';

const focusRing = {
  outline: '3px solid #f5a623',
  outlineOffset: 2,
} as const;

let built: Theme | undefined;

/**
 * The app's MUI theme, built on first use rather than as the module loads: the browser evaluates
 * the whole start-up code in one task, and building a theme is a long part of it on a phone.
 */
export function appTheme(): Theme {
  built ??= createTheme({
    palette: {
      primary: { main: '#1e4fa3' },
      secondary: { main: '#b3261e' },
      background: { default: '#f7f9fc' },
    },
    shape: { borderRadius: 10 },
    typography: {
      // Noto Sans Bengali is self-hosted and loaded only with Bangla on (in English the name
      // matches nothing). It comes first: behind system-ui, Chromium on Linux stops at the system
      // font for Bengali text and draws boxes. It holds only Bengali glyphs, so Latin text still
      // gets the system font.
      fontFamily:
        '"Noto Sans Bengali", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: (theme) => ({
          'a:focus-visible, button:focus-visible, [tabindex]:focus-visible': focusRing,
          img: { maxWidth: '100%' },
          // A field the first-paint loader marked, drawn as MUI draws an error and its message
          // (MUI's global class names: the first page's code carries no input component).
          [`${FIELD_SELECTOR}[${EARLY_ERROR_ATTRIBUTE}]`]: {
            '& .MuiInputLabel-root': { color: theme.palette.error.main },
            '& .MuiOutlinedInput-notchedOutline': {
              borderColor: theme.palette.error.main,
            },
            '&::after': {
              ...theme.typography.caption,
              content: `attr(${EARLY_ERROR_ATTRIBUTE})`,
              color: theme.palette.error.main,
              margin: '3px 14px 0',
            },
          },
        }),
      },
      MuiButtonBase: {
        defaultProps: { disableRipple: false },
        styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
      },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
  return built;
}
