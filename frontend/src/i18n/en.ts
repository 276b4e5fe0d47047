import { enFirstPaint } from './enFirstPaint';
import { enFrame } from './enFrame';
import { enPages } from './enPages';
import { enStart } from './enStart';

/**
 * The whole English catalog (the areas' files merged). The app loads it in parts
 * (language.ts): the first paint's in the first bundle, the others with the code that shows them.
 */
export const en = { ...enFirstPaint, ...enStart, ...enFrame, ...enPages };

/** Every translation key; `t()` accepts only these. */
export type MessageKey = keyof typeof en;
