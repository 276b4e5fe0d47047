import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback, useEffect, type ReactNode } from 'react';
import type { Formatters } from './format';
import { useFormat, useLanguage, useT, type Translate } from './hooks';
import { muiLocaleOf, type Language } from './language';
import { muiDefaults } from './muiDefaults';

/**
 * Declares the Bengali font in every language: its faces are limited to Bengali characters, so
 * the browser downloads them only for a page that shows some (on an English page, a Bangla name
 * or review), never boxes.
 */
function loadBengaliFont(): void {
  void import('./bengali.css');
}

function withMuiLocale(outer: Theme, language: Language, t: Translate, format: Formatters): Theme {
  // Our own defaults come last: they replace the locale's pager labels (Latin page numbers).
  return createTheme(outer, muiLocaleOf(language) ?? {}, muiDefaults(t, format));
}

/**
 * Keeps the page in the active language (inside the app's ThemeProvider): `<html lang>`, the
 * meta description, the Bengali font and MUI's own strings. The texts themselves follow a
 * switch at once through `useT()`, without a reload.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const t = useT();
  const format = useFormat();
  useEffect(() => {
    document.documentElement.lang = language;
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', t('common.meta.description'));
  }, [language, t]);
  useEffect(loadBengaliFont, []);
  const localize = useCallback(
    (outer: Theme) => withMuiLocale(outer, language, t, format),
    [language, t, format],
  );
  return <ThemeProvider theme={localize}>{children}</ThemeProvider>;
}
