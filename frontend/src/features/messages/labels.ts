import type { SxProps } from '@mui/material';
import type { Formatters, Translate } from '../../i18n';
import type { ConversationParty } from '../../store/apiTypes';

/** Read by screen readers, not shown. */
export const SCREEN_READER_ONLY: SxProps = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** The other party's name, or what stands for a member who has deleted their account. */
export function otherName(other: ConversationParty | null, t: Translate): string {
  return other?.name ?? t('conversations.formerMember');
}

/** A moment in Bangladesh time: its time of day if it is today there, else its date and time. */
export function stamp(format: Formatters, at: string, now: number): string {
  return format.date(at) === format.date(new Date(now)) ? format.time(at) : format.dateTime(at);
}
