import type { HireStatus, NotificationType } from '@tutorhub/contracts';

export const STATUS_LABELS: Record<HireStatus, string> = {
  requested: 'Requested',
  accepted: 'Active',
  declined: 'Declined',
  cancelled: 'Cancelled',
  ended: 'Ended',
};

/** Chip colours with white text at 4.5:1 or more (MUI's info and warning fall short). */
export const STATUS_COLORS: Record<HireStatus, 'primary' | 'success' | 'default'> = {
  requested: 'primary',
  accepted: 'success',
  declined: 'default',
  cancelled: 'default',
  ended: 'default',
};

export const NOTIFICATION_LABELS: Record<NotificationType, string> = {
  'hire.requested': 'New request',
  'hire.accepted': 'Request accepted',
  'hire.declined': 'Request declined',
  'hire.cancelled': 'Request cancelled',
  'hire.ended': 'Tuition ended',
  'review.received': 'New review',
};

/** How a party of a hire is named: its name, or why it has none. */
export function partyName(party: { name: string | null } | null): string {
  if (!party) {
    return 'Removed user';
  }
  return party.name ?? 'Unnamed user';
}
