import { describe, expect, it } from 'vitest';
import { appTheme } from './theme';

describe('appTheme', () => {
  // The build leaves MUI's CSS-variables theme out (themeWithoutCssVariables.ts): MUI takes that
  // path only for a theme with colour schemes or CSS variables.
  it('is a plain theme, with neither colour schemes nor CSS variables', () => {
    const theme = appTheme();
    expect('colorSchemes' in theme).toBe(false);
    expect(theme).not.toHaveProperty('vars');
    expect(theme.palette.primary.main).toBe('#1e4fa3');
  });
});
