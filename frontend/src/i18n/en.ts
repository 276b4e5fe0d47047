import { enFrame } from './enFrame';
import { enRest } from './enRest';
import { enShell } from './enShell';
import { enStart } from './enStart';

/**
 * The whole English catalog (the areas' files merged). The app loads it in three parts
 * (language.ts): the shell in the first bundle, the others with the code that shows them.
 */
export const en = { ...enShell, ...enStart, ...enFrame, ...enRest };

/** Every translation key; `t()` accepts only these. */
export type MessageKey = keyof typeof en;
