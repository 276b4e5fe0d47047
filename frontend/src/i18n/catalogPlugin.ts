import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOG = /\/src\/i18n\/catalogs\/[a-z]+\/[a-z]+\.json$/;

/**
 * Compiles the ICU messages of the catalogs at build time, so the browser gets Lingui's
 * ready-to-run form and never downloads the ICU parser. Measured with rolldown (minified,
 * gzip -9): the parser (`compileMessage`) is 6.9 kB, more than Lingui's runtime and React
 * binding together (3.0 kB), while compiled catalogs are only slightly larger than the source
 * text. A message that does not parse fails the build instead of showing raw braces.
 * The output is still JSON, so Vite's own JSON handling does the rest.
 */
export function compileCatalogs(): Plugin {
  return {
    name: 'tutorhub-compile-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG.test(id.split('?')[0])) {
        return null;
      }
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, text]) => {
          try {
            return [key, compileMessageOrThrow(text)];
          } catch (error) {
            throw new Error(`${key} in ${id} is not valid ICU: ${(error as Error).message}`);
          }
        }),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
