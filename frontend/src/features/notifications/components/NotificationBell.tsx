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
import { MESSAGES } from '@tutorhub/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/store';
import { errorMessage } from '../../../lib/apiError';
import { selectAuthStatus } from '../../auth/authSlice';
import { formatDate } from '../../hires/format';
import { NOTIFICATION_LABELS } from '../../hires/labels';
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

function NotificationList({ onOpen }: { onOpen: (n: AppNotification) => void }) {
  const { data, isLoading, isError, refetch } = useGetNotificationsQuery({
    page: 1,
    limit: BELL_LIST_SIZE,
  });
  if (isLoading) {
    return (
      <Box sx={{ px: 2, py: 1 }} aria-busy="true" aria-label="Loading notifications">
        <Skeleton />
        <Skeleton />
      </Box>
    );
  }
  if (isError) {
    return (
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography>{MESSAGES.loadFailed}</Typography>
        <Button size="small" onClick={() => void refetch()}>
          Retry
        </Button>
      </Box>
    );
  }
  const items = data?.items ?? [];
  if (items.length === 0) {
    return (
      <Typography sx={{ px: 2, py: 1.5 }} color="text.secondary">
        No notifications yet.
      </Typography>
    );
  }
  return (
    <List dense aria-label="Newest notifications" sx={{ maxHeight: 420, overflowY: 'auto' }}>
      {items.map((n) => (
        <ListItem key={n._id} disablePadding>
          <ListItemButton
            onClick={() => onOpen(n)}
            sx={{ alignItems: 'flex-start', bgcolor: n.read ? undefined : 'action.hover' }}
          >
            <ListItemText
              primary={
                <>
                  {NOTIFICATION_LABELS[n.type] ?? n.type}
                  {!n.read && (
                    <Box component="span" sx={{ color: 'error.dark' }}>
                      {' '}
                      · new
                    </Box>
                  )}
                </>
              }
              secondary={`${n.text} · ${formatDate(n.createdAt)}`}
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
  const shown = count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
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
        aria-label={count ? `Notifications, ${shown} unread` : 'Notifications'}
        aria-haspopup="dialog"
        aria-controls={anchor ? 'notification-panel' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {/* No badge at 0: an invisible badge keeps its last number in the button's text. */}
        {count > 0 ? (
          <Badge badgeContent={count} color="error" max={BADGE_MAX}>
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
              Notifications
            </Typography>
            <Button size="small" disabled={count === 0} onClick={() => void mark()}>
              Mark all as read
            </Button>
          </Box>
          <Divider />
          <NotificationList onOpen={open} />
        </Popover>
      )}
    </>
  );
}
