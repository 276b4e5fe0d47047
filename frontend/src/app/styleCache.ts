import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * Properties that the browsers the app is built for (Vite's baseline: Chrome 107, Safari 16,
 * Firefox 104 and later) still need with -webkit-: Safari's user-select, backdrop-filter and
 * text-size-adjust, and print-color-adjust before Chrome 136.
 */
const WEBKIT_ONLY = new Set([
  'user-select',
  'backdrop-filter',
  'text-size-adjust',
  'print-color-adjust',
]);

/**
 * Adds the -webkit- copy of those properties. It replaces stylis's prefixer, which also writes
 * -webkit-, -moz- and -ms- copies of flexbox, transitions, transforms and placeholders for
 * browsers long gone: a third of a page's critical CSS, and time on a phone's main thread for
 * every style the page computes.
 */
const webkitPrefixes: StylisPlugin = (element) => {
  if (element.type === 'decl' && !element.return && WEBKIT_ONLY.has(element.props as string)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * The Emotion cache of MUI's styles, in the browser and for the pages rendered ahead. Its key is
 * the default one, so the browser's cache adopts the styles a rendered page carries.
 */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [webkitPrefixes] });
}
