import common from './catalogs/en/common.json';
import home from './catalogs/en/home.json';

/** English of the first paint (the page frame and home): in the first bundle. */
export const enFirstPaint = {
  ...common,
  ...home,
};
