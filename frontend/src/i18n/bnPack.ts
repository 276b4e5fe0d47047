import { bnBD } from '@mui/material/locale';
import { bn } from './bn';
import { translateCodedText } from './codedMessages';
import type { LanguagePack } from './language';

/** Everything Bangla needs, in one chunk loaded only when Bangla is on. */
export const bnPack: LanguagePack = { messages: bn, muiLocale: bnBD, translateCodedText };
