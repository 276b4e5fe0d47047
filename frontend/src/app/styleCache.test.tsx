import { CacheProvider } from '@emotion/react';
import { Box } from '@mui/material';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStyleCache } from './styleCache';

describe('the style cache', () => {
  it('writes the -webkit- copies current browsers need, and none for browsers long gone', () => {
    const cache = createStyleCache();
    render(
      <CacheProvider value={cache}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            userSelect: 'none',
            transition: 'opacity 1s',
          }}
        />
      </CacheProvider>,
    );
    const css = [...document.querySelectorAll('style[data-emotion]')]
      .map((style) => style.textContent)
      .join('');
    expect(css).toContain('display:flex;');
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('transition:opacity 1s;');
    expect(css).not.toMatch(/-webkit-box|-ms-|-moz-|-webkit-transition|-webkit-align-items/);
  });
});
