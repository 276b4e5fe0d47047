import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { CONVERSATION_MESSAGES, MESSAGES } from '@tutorhub/contracts';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useConfirm } from '../../../components/ConfirmDialog';
import { ErrorState } from '../../../components/PageStates';
import { SiteAvatar } from '../../../components/SiteImage';
import { translate, translateMessage, useT } from '../../../i18n';
import { errorMessage } from '../../../lib/apiError';
import { usePollingWhenNotLive } from '../../../lib/live/liveMode';
import { toast } from '../../../lib/toast';
import { otherName as nameOf, SCREEN_READER_ONLY } from '../labels';
import {
  useDeleteMessageMutation,
  useGetBlocksQuery,
  useGetConversationQuery,
  useGetMessagesInfiniteQuery,
  useMarkConversationReadMutation,
  useSetBlockedMutation,
} from '../messagesApi';
import type { ChatMessage } from '../../../store/apiTypes';
import { OPEN_CONVERSATION_POLL_MS } from '../polling';
import { useNow } from '../useNow';
import MessageComposer from './MessageComposer';
import MessageItem from './MessageItem';

/** Closer to the bottom than this (px), the log follows new messages. */
const FOLLOW_PX = 80;
/** Closer to the top than this (px), the log loads older messages. */
const LOAD_OLDER_PX = 40;

/**
 * One conversation: its messages, oldest at the top, older ones loaded on reaching the top; the
 * composer under them; delete (own, in the first minutes), report, block. New messages from the
 * other party are announced to screen readers.
 */
export default function ConversationView({ conversationId }: { conversationId: string }) {
  const t = useT();
  const pollingInterval = usePollingWhenNotLive(OPEN_CONVERSATION_POLL_MS);
  const polling = { pollingInterval, skipPollingIfUnfocused: true };
  const conversation = useGetConversationQuery({ conversationId }, polling);
  const messages = useGetMessagesInfiniteQuery(conversationId, polling);
  const blocks = useGetBlocksQuery();
  const [markRead] = useMarkConversationReadMutation();
  const [deleteMessage] = useDeleteMessageMutation();
  const [setBlocked, blocking] = useSetBlockedMutation();
  const { confirm, dialog } = useConfirm();
  const now = useNow(15_000);
  const [announcement, setAnnouncement] = useState('');

  const ordered = useMemo(() => (messages.data?.pages ?? []).flat().reverse(), [messages.data]);
  const newest = ordered.at(-1);
  const info = conversation.data;
  const other = info?.other ?? null;
  const name = nameOf(other, t);
  const blockedByMe = Boolean(other && blocks.data?.some((b) => b._id === other._id));
  const lastMine = ordered.filter((m) => m.mine && !m.deleted).at(-1);
  const seenId =
    lastMine && info?.otherReadAt && info.otherReadAt >= lastMine.createdAt ? lastMine._id : null;

  // Announce each new message from the other party, not those there on opening.
  const known = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!messages.isSuccess) {
      return;
    }
    const id = newest?._id ?? null;
    if (
      known.current !== undefined &&
      id !== known.current &&
      newest &&
      !newest.mine &&
      newest.text
    ) {
      setAnnouncement(t('conversations.announce', { name, text: newest.text }));
    }
    known.current = id;
  }, [messages.isSuccess, newest, name, t]);

  const unread = info?.unread ?? 0;
  useEffect(() => {
    if (unread > 0 && document.visibilityState === 'visible') {
      void markRead(conversationId);
    }
  }, [unread, conversationId, markRead]);

  // Follow new messages when at the bottom; keep the reader's place when older ones come in.
  const logRef = useRef<HTMLDivElement>(null);
  const place = useRef({ newest: '', oldest: '', height: 0, atBottom: true });
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) {
      return;
    }
    const before = place.current;
    const newestId = newest?._id ?? '';
    const oldestId = ordered[0]?._id ?? '';
    if (newestId !== before.newest) {
      if (before.atBottom || newest?.mine) {
        log.scrollTop = log.scrollHeight;
      }
    } else if (oldestId !== before.oldest) {
      log.scrollTop += log.scrollHeight - before.height;
    }
    place.current = { ...before, newest: newestId, oldest: oldestId, height: log.scrollHeight };
  }, [ordered, newest]);

  const loadOlder = () => {
    if (messages.hasNextPage && !messages.isFetchingNextPage) {
      void messages.fetchNextPage();
    }
  };
  const onScroll = () => {
    const log = logRef.current;
    if (!log) {
      return;
    }
    place.current.atBottom = log.scrollHeight - log.scrollTop - log.clientHeight < FOLLOW_PX;
    if (log.scrollTop < LOAD_OLDER_PX) {
      loadOlder();
    }
  };

  const onDelete = async (message: ChatMessage) => {
    const ok = await confirm({
      title: t('conversations.confirmDelete.title'),
      message: t('conversations.confirmDelete.message', { name }),
      confirmLabel: t('conversations.confirmDelete.confirm'),
      destructive: true,
    });
    if (!ok) {
      return;
    }
    try {
      await deleteMessage({ conversationId, messageId: message._id }).unwrap();
      toast.success(translate('conversations.message.deletedToast'));
    } catch (err) {
      toast.error(errorMessage(err, MESSAGES.actionFailed));
    }
  };

  const onBlock = async () => {
    if (!other) {
      return;
    }
    const block = !blockedByMe;
    const ok = await confirm(
      block
        ? {
            title: t('conversations.confirmBlock.title', { name }),
            message: t('conversations.confirmBlock.message', { name }),
            confirmLabel: t('conversations.confirmBlock.confirm'),
            destructive: true,
          }
        : {
            title: t('conversations.confirmUnblock.title', { name }),
            message: t('conversations.confirmUnblock.message', { name }),
            confirmLabel: t('conversations.confirmUnblock.confirm'),
          },
    );
    if (!ok) {
      return;
    }
    try {
      await setBlocked({ userId: other._id, blocked: block }).unwrap();
      toast.success(
        translate(block ? 'conversations.blockedToast' : 'conversations.unblockedToast', { name }),
      );
    } catch (err) {
      toast.error(errorMessage(err, MESSAGES.actionFailed));
    }
  };

  if (conversation.isError && !info) {
    return (
      <Box>
        <BackLink />
        <ErrorState
          message={errorMessage(conversation.error, MESSAGES.loadFailed)}
          onRetry={() => void conversation.refetch()}
        />
      </Box>
    );
  }

  const closedNotice = !info
    ? null
    : info.readOnly
      ? translateMessage(CONVERSATION_MESSAGES.readOnly)
      : blockedByMe
        ? t('conversations.blockedByMe', { name })
        : info.blocked
          ? translateMessage(CONVERSATION_MESSAGES.blocked)
          : null;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="conversation-title"
      sx={{ display: 'flex', flexDirection: 'column', p: { xs: 1.5, md: 2 }, minWidth: 0 }}
    >
      <BackLink />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <SiteAvatar src={other?.image} alt="">
          {name.charAt(0).toUpperCase()}
        </SiteAvatar>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id="conversation-title" variant="h6" component="h2" noWrap>
            {info ? name : <Skeleton width={160} />}
          </Typography>
          {info && (
            <Typography variant="caption" color="text.secondary">
              {t(
                info.kind === 'hire' ? 'conversations.kind.hire' : 'conversations.kind.application',
              )}
            </Typography>
          )}
        </Box>
        {other && (
          <Button
            size="small"
            color={blockedByMe ? 'primary' : 'error'}
            variant="outlined"
            disabled={blocking.isLoading || blocks.isLoading}
            onClick={() => void onBlock()}
          >
            {blockedByMe ? t('conversations.unblock') : t('conversations.block')}
          </Button>
        )}
      </Stack>
      <Box
        ref={logRef}
        onScroll={onScroll}
        role="log"
        aria-label={t('conversations.log', { name })}
        tabIndex={0}
        sx={{
          height: { xs: 'calc(100dvh - 330px)', md: 'calc(100vh - 360px)' },
          minHeight: 220,
          overflowY: 'auto',
          borderTop: 1,
          borderBottom: 1,
          borderColor: 'divider',
          py: 1,
          px: 0.5,
        }}
      >
        {messages.hasNextPage && (
          <Box sx={{ textAlign: 'center', mb: 1 }}>
            <Button size="small" onClick={loadOlder} disabled={messages.isFetchingNextPage}>
              {messages.isFetchingNextPage
                ? t('conversations.loadingOlder')
                : t('conversations.loadOlder')}
            </Button>
          </Box>
        )}
        {messages.isLoading ? (
          <Box
            role="status"
            aria-label={t('common.states.loading')}
            sx={{ textAlign: 'center', py: 4 }}
          >
            <CircularProgress size={24} aria-hidden />
          </Box>
        ) : messages.isError && ordered.length === 0 ? (
          <ErrorState
            message={errorMessage(messages.error, MESSAGES.loadFailed)}
            onRetry={() => void messages.refetch()}
          />
        ) : ordered.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
            {t('conversations.noMessages')}
          </Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {ordered.map((message) => (
              <MessageItem
                key={message._id}
                message={message}
                otherName={name}
                otherId={other?._id ?? null}
                now={now}
                seen={message._id === seenId}
                onDelete={(m) => void onDelete(m)}
              />
            ))}
          </Box>
        )}
      </Box>
      <Box aria-live="polite" sx={SCREEN_READER_ONLY}>
        {announcement}
      </Box>
      {closedNotice ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {closedNotice}
        </Alert>
      ) : (
        info && (
          <MessageComposer
            conversationId={conversationId}
            otherName={name}
            contactRule={info.contactRule}
          />
        )
      )}
      {dialog}
    </Paper>
  );
}

/** Back to the list, on a phone where the list and the conversation take turns. */
function BackLink() {
  const t = useT();
  return (
    <Button
      component={RouterLink}
      to="/messages"
      size="small"
      startIcon={<ArrowBackIcon />}
      sx={{ display: { md: 'none' }, alignSelf: 'flex-start', mb: 1 }}
    >
      {t('conversations.back')}
    </Button>
  );
}
