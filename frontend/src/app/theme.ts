import { createTheme } from '@mui/material/styles';

const focusRing = {
  outline: '3px solid #f5a623',
  outlineOffset: 2,
} as const;

export const theme = createTheme({
  palette: {
    primary: { main: '#1e4fa3' },
    secondary: { main: '#b3261e' },
    background: { default: '#f7f9fc' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        'a:focus-visible, button:focus-visible, [tabindex]:focus-visible': focusRing,
        img: { maxWidth: '100%' },
      },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
