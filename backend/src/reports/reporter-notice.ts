import type { ReportResolution } from '@tutorhub/contracts';
import type { EntityManager } from 'typeorm';
import type { NotificationsService } from '../notifications/notifications.service';

/**
 * Tells a reporter how their report was resolved, in the resolution's transaction. The notice
 * names neither the item's author nor anyone else's report.
 */
export function notifyReporter(
  notifications: NotificationsService,
  tx: EntityManager,
  reporterId: string,
  resolution: ReportResolution,
): Promise<void> {
  return notifications.notify(tx, {
    userId: reporterId,
    type: 'report.resolved',
    params: { resolution },
  });
}
