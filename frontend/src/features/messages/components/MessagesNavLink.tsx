import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { Badge, IconButton } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useFormat, useT } from '../../../i18n';
import { useMe } from '../../../lib/auth/useMe';
import { usePollingWhenNotLive } from '../../../lib/live/liveMode';
import { useLiveStream } from '../live/useLiveStream';
import { useGetUnreadMessageCountQuery } from '../messagesApi';
import { MESSAGES_POLL_MS } from '../polling';

const BADGE_MAX = 99;

/**
 * The navbar's Messages link with the unread count, for members (a tutor or a student). While
 * it shows, the member's live stream is open: it keeps the whole app's messages and counts fresh.
 */
export default function MessagesNavLink() {
  const t = useT();
  const format = useFormat();
  const { me } = useMe();
  const member = Boolean(me && me.kind !== null);
  useLiveStream(member);
  const { data } = useGetUnreadMessageCountQuery(undefined, {
    skip: !member,
    pollingInterval: usePollingWhenNotLive(MESSAGES_POLL_MS),
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  if (!member) {
    return null;
  }
  const count = data?.count ?? 0;
  const shown =
    count > BADGE_MAX
      ? t('common.nav.messagesOverMax', { max: format.number(BADGE_MAX) })
      : format.number(count);
  return (
    <IconButton
      component={RouterLink}
      to="/messages"
      color="inherit"
      aria-label={count ? t('common.nav.messagesUnread', { shown }) : t('common.nav.messages')}
    >
      {count > 0 ? (
        <Badge badgeContent={shown} color="error">
          <ChatBubbleOutlineIcon />
        </Badge>
      ) : (
        <ChatBubbleOutlineIcon />
      )}
    </IconButton>
  );
}
