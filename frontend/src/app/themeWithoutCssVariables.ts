import type { Plugin } from 'vite';

/** MUI's modules that choose, at run time, between the plain theme and the CSS-variables one. */
const CHOOSERS = /[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/;
/** What they import for the CSS-variables theme. */
const WITH_VARIABLES = /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.mjs$/;
const LEFT_OUT = '\0mui-css-variables-left-out';

/**
 * Leaves MUI's CSS-variables theme out of the build. `createTheme` (also used by every
 * component, for MUI's default theme) and `ThemeProvider` import it beside the plain theme and
 * pick one at run time, so no bundler can drop it, although the app's theme (theme.ts) asks for
 * neither `cssVariables` nor `colorSchemes`: 7 kB gzip of every page's start-up code. Here those
 * two imports resolve to a module that fails loudly if the CSS-variables path is ever taken.
 */
export function themeWithoutCssVariables(): Plugin {
  const redirected = new Set<string>();
  return {
    name: 'tutorhub-theme-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !CHOOSERS.test(importer) || !WITH_VARIABLES.test(source)) {
        return null;
      }
      redirected.add(source);
      return LEFT_OUT;
    },
    load(id) {
      if (id !== LEFT_OUT) {
        return null;
      }
      return [
        'const leftOut = () => {',
        "  throw new Error('This build leaves out MUI\\'s CSS-variables theme (themeWithoutCssVariables.ts)');",
        '};',
        'export default leftOut;',
        'export const CssVarsProvider = leftOut;',
      ].join('\n');
    },
    buildEnd(error) {
      // A new MUI that moves these imports would quietly bring the 7 kB back.
      if (!error && redirected.size !== 2) {
        this.error(
          `MUI's theme modules no longer import the CSS-variables theme as expected (found ${[...redirected].join(', ') || 'none'})`,
        );
      }
    },
  };
}
