import type { HireStatus } from '@tutorhub/contracts';
import type { Translate } from '../../i18n';

/** Chip colours with white text at 4.5:1 or more (MUI's info and warning fall short). */
export const STATUS_COLORS: Record<HireStatus, 'primary' | 'success' | 'default'> = {
  requested: 'primary',
  accepted: 'success',
  declined: 'default',
  cancelled: 'default',
  ended: 'default',
};

/** How a party of a hire is named: its name, or why it has none (in the language of `t`). */
export function partyName(party: { name: string | null } | null, t: Translate): string {
  if (!party) {
    return t('hires.party.removed');
  }
  return party.name ?? t('hires.party.unnamed');
}
