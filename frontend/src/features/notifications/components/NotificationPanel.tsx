import {
  Box,
  Button,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Popover,
  Skeleton,
  Typography,
} from '@mui/material';
import { MESSAGES, type NotificationType } from '@tutorhub/contracts';
import { translateMessage, useFormat, useT, type MessageKey } from '../../../i18n';
import type { AppNotification } from '../../../store/hireTypes';
import { noticeText } from '../noticeText';
import { useGetNotificationsQuery } from '../notificationsApi';

export const BELL_LIST_SIZE = 10;

const NOTIFICATION_LABELS: Record<NotificationType, MessageKey> = {
  'hire.requested': 'notifications.type.hireRequested',
  'hire.accepted': 'notifications.type.hireAccepted',
  'hire.declined': 'notifications.type.hireDeclined',
  'hire.cancelled': 'notifications.type.hireCancelled',
  'hire.ended': 'notifications.type.hireEnded',
  'review.received': 'notifications.type.reviewReceived',
  'report.resolved': 'notifications.type.reportResolved',
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
                text: noticeText(n),
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
 * The bell's panel: the newest notifications, each opening where it leads, and "mark all as
 * read". Loaded when the bell is first opened.
 */
export default function NotificationPanel({
  anchor,
  count,
  onClose,
  onMarkAll,
  onOpen,
}: {
  anchor: HTMLElement;
  count: number;
  onClose: () => void;
  onMarkAll: () => void;
  onOpen: (n: AppNotification) => void;
}) {
  const t = useT();
  return (
    <Popover
      anchorEl={anchor}
      open
      onClose={onClose}
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
        <Button size="small" disabled={count === 0} onClick={onMarkAll}>
          {t('notifications.markAllRead')}
        </Button>
      </Box>
      <Divider />
      <NotificationList onOpen={onOpen} />
    </Popover>
  );
}
