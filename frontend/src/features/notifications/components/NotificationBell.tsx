import NotificationsIcon from '@mui/icons-material/Notifications';
import {
  Badge,
  Box,
  Button,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Popover,
  Skeleton,
  Typography,
} from '@mui/material';
import { MESSAGES, type NotificationType } from '@tutorhub/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/store';
import { translateMessage, useFormat, useT, type MessageKey } from '../../../i18n';
import { errorMessage } from '../../../lib/apiError';
import { selectAuthStatus } from '../../auth/authSlice';
import type { AppNotification } from '../../hires/types';
import {
  useGetNotificationsQuery,
  useGetUnreadCountQuery,
  useMarkNotificationsReadMutation,
} from '../notificationsApi';

/** How often the unread count is asked for while the tab is visible. */
export const BELL_POLL_MS = 30_000;
export const BELL_LIST_SIZE = 10;
const BADGE_MAX = 99;

const NOTIFICATION_LABELS: Record<NotificationType, MessageKey> = {
  'hire.requested': 'notifications.type.hireRequested',
  'hire.accepted': 'notifications.type.hireAccepted',
  'hire.declined': 'notifications.type.hireDeclined',
  'hire.cancelled': 'notifications.type.hireCancelled',
  'hire.ended': 'notifications.type.hireEnded',
  'review.received': 'notifications.type.reviewReceived',
};

function NotificationList({ onOpen }: { onOpen: (n: AppNotification) => void }) {
  const t = useT();
  const format = useFormat();
  const { data, isLoading, isError, refetch } = useGetNotificationsQuery({
    page: 1,
    limit: BELL_LIST_SIZE,
  });
  if (isLoading) {
    return (
      <Box
        sx={{ px: 2, py: 1 }}
        role="status"
        aria-busy="true"
        aria-label={t('notifications.loading')}
      >
        <Skeleton />
        <Skeleton />
      </Box>
    );
  }
  if (isError) {
    return (
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography>{translateMessage(MESSAGES.loadFailed)}</Typography>
        <Button size="small" onClick={() => void refetch()}>
          {t('common.states.retry')}
        </Button>
      </Box>
    );
  }
  const items = data?.items ?? [];
  if (items.length === 0) {
    return (
      <Typography sx={{ px: 2, py: 1.5 }} color="text.secondary">
        {t('notifications.empty')}
      </Typography>
    );
  }
  return (
    <List
      dense
      aria-label={t('notifications.list.label')}
      sx={{ maxHeight: 420, overflowY: 'auto' }}
    >
      {items.map((n) => (
        <ListItem key={n._id} disablePadding>
          <ListItemButton
            onClick={() => onOpen(n)}
            sx={{ alignItems: 'flex-start', bgcolor: n.read ? undefined : 'action.hover' }}
          >
            <ListItemText
              primary={
                <>
                  {n.type in NOTIFICATION_LABELS ? t(NOTIFICATION_LABELS[n.type]) : n.type}
                  {!n.read && (
                    <Box component="span" sx={{ color: 'error.dark' }}>
                      {' '}
                      {t('notifications.list.new')}
                    </Box>
                  )}
                </>
              }
              secondary={t('notifications.list.secondary', {
                text: translateMessage(n.text),
                date: format.date(n.createdAt),
              })}
              slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 700 } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/**
 * The navbar bell: the unread count, asked for again every 30 s while the tab is visible and on
 * returning to it; its menu lists the newest notifications and marks them read.
 */
export default function NotificationBell() {
  const t = useT();
  const format = useFormat();
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const { data } = useGetUnreadCountQuery(undefined, {
    skip: !signedIn,
    pollingInterval: BELL_POLL_MS,
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
    void navigate(n.type === 'review.received' ? '/profile' : '/tuitions');
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
        <Popover
          anchorEl={anchor}
          open
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{
            paper: {
              id: 'notification-panel',
              role: 'dialog',
              'aria-labelledby': 'notification-title',
              sx: { width: 360, maxWidth: 'calc(100vw - 32px)' },
            },
          }}
        >
          <Box
            sx={{
              px: 2,
              py: 1,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Typography
              id="notification-title"
              component="h2"
              variant="subtitle1"
              sx={{ fontWeight: 700 }}
            >
              {t('notifications.title')}
            </Typography>
            <Button size="small" disabled={count === 0} onClick={() => void mark()}>
              {t('notifications.markAllRead')}
            </Button>
          </Box>
          <Divider />
          <NotificationList onOpen={open} />
        </Popover>
      )}
    </>
  );
}
