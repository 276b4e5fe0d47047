import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton } from '@mui/material';
import { MESSAGES } from '@tutorhub/contracts';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../store/store';
import { useFormat, useT } from '../../../i18n';
import { errorMessage } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { selectAuthStatus } from '../../../lib/auth/authSlice';
import type { AppNotification } from '../../../store/hireTypes';
import { useGetUnreadCountQuery, useMarkNotificationsReadMutation } from '../notificationsApi';
import { NOTIFICATION_PAGES } from '../labels';
import { useEmailLanguage } from '../../../lib/useEmailLanguage';
import { usePollingWhenNotLive } from '../../../lib/live/liveMode';

// The list and its popover load when the bell is first opened.
const NotificationPanel = lazy(() => import('./NotificationPanel'));

/** How often the unread count is asked for while the tab is visible and the stream is down. */
export const BELL_POLL_MS = 30_000;
const BADGE_MAX = 99;

/**
 * The navbar bell: the unread count, kept fresh by the live stream, else asked for again every
 * 30 s while the tab is visible, and on returning to it; its menu lists the newest notifications
 * and marks them read.
 */
export default function NotificationBell() {
  const t = useT();
  const format = useFormat();
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  useEmailLanguage(signedIn);
  const { data } = useGetUnreadCountQuery(undefined, {
    skip: !signedIn,
    pollingInterval: usePollingWhenNotLive(BELL_POLL_MS),
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  const [markRead] = useMarkNotificationsReadMutation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();

  if (!signedIn) {
    return null;
  }
  const count = data?.count ?? 0;
  // The name holds the badge's text (axe: label-content-name-mismatch).
  const shown =
    count > BADGE_MAX
      ? t('notifications.bell.overMax', { max: format.number(BADGE_MAX) })
      : format.number(count);
  const mark = async (ids?: string[]) => {
    try {
      await markRead(ids ? { ids } : {}).unwrap();
    } catch (err) {
      toast.error(errorMessage(err, MESSAGES.actionFailed));
    }
  };
  const open = (n: AppNotification) => {
    setAnchor(null);
    if (!n.read) {
      void mark([n._id]);
    }
    const page = NOTIFICATION_PAGES[n.type];
    if (page) {
      void navigate(page);
    }
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={count ? t('notifications.bell.unread', { shown }) : t('notifications.title')}
        aria-haspopup="dialog"
        aria-controls={anchor ? 'notification-panel' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {/* No badge at 0: an invisible badge keeps its last number in the button's text. */}
        {count > 0 ? (
          <Badge badgeContent={shown} color="error">
            <NotificationsIcon />
          </Badge>
        ) : (
          <NotificationsIcon />
        )}
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <NotificationPanel
            anchor={anchor}
            count={count}
            onClose={() => setAnchor(null)}
            onMarkAll={() => void mark()}
            onOpen={open}
          />
        </Suspense>
      )}
    </>
  );
}
