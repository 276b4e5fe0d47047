import { bnBD } from '@mui/material/locale';
import { MESSAGE_TABLES } from '@tutorhub/contracts';
import { bn } from './bn';

/**
 * The code of each fixed text of the message tables, for the web app's own forms and toasts,
 * which hold the English constant; a text several tables share keeps its first code (their
 * translations agree).
 */
function fixedTextCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  for (const [group, table] of Object.entries(MESSAGE_TABLES)) {
    for (const [key, text] of Object.entries(table as Record<string, unknown>)) {
      if (typeof text === 'string' && !codes.has(text)) {
        codes.set(text, `${group}.${key}`);
      }
    }
  }
  return codes;
}

/**
 * Everything Bangla needs, in one chunk loaded only when Bangla is on (it imports nothing of
 * this folder but the catalog, so the loader in language.ts imports it one way).
 */
export const bnPack = { messages: bn, muiLocale: bnBD, textCodes: fixedTextCodes() };
