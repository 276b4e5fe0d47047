import {
  Badge,
  Box,
  Button,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Pagination,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, ErrorState } from '../../../components/PageStates';
import { SiteAvatar } from '../../../components/SiteImage';
import { useFormat, useT } from '../../../i18n';
import { usePollingWhenNotLive } from '../../../lib/live/liveMode';
import { otherName, stamp } from '../labels';
import { useGetConversationsQuery } from '../messagesApi';
import { MESSAGES_POLL_MS } from '../polling';
import { useNow } from '../useNow';

export const CONVERSATIONS_PAGE_SIZE = 20;

/** The member's conversations, the latest message first, each with its unread count. */
export default function ConversationList({ selectedId }: { selectedId?: string }) {
  const t = useT();
  const format = useFormat();
  const now = useNow(60_000);
  const [page, setPage] = useState(1);
  const query = useGetConversationsQuery(
    { page, limit: CONVERSATIONS_PAGE_SIZE },
    {
      pollingInterval: usePollingWhenNotLive(MESSAGES_POLL_MS),
      skipPollingIfUnfocused: true,
      refetchOnFocus: true,
    },
  );
  const rows = query.data?.items ?? [];
  const pageCount = Math.max(1, Math.ceil((query.data?.total ?? 0) / CONVERSATIONS_PAGE_SIZE));

  if (query.isLoading) {
    return (
      <Stack spacing={1} role="status" aria-busy="true" aria-label={t('common.states.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Stack>
    );
  }
  if (query.isError && !query.data) {
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  if (rows.length === 0) {
    return (
      <EmptyState title={t('conversations.list.empty')}>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('conversations.list.emptyHint')}
        </Typography>
        <Button component={RouterLink} to="/tuitions">
          {t('conversations.list.myTuitions')}
        </Button>
      </EmptyState>
    );
  }
  return (
    <Box component="nav" aria-label={t('conversations.list.label')}>
      <List disablePadding>
        {rows.map((row) => {
          const name = otherName(row.other, t);
          const last = row.lastMessage;
          const preview = !last
            ? t('conversations.list.noMessages')
            : last.mine
              ? t('conversations.list.mine', { text: last.text })
              : last.text;
          return (
            <ListItem key={row._id} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={`/messages/${row._id}`}
                selected={row._id === selectedId}
                aria-current={row._id === selectedId ? 'page' : undefined}
                sx={{ borderRadius: 1, alignItems: 'flex-start' }}
              >
                <ListItemAvatar>
                  <Badge
                    color="error"
                    badgeContent={row.unread > 0 ? format.number(row.unread) : undefined}
                    invisible={row.unread === 0}
                  >
                    <SiteAvatar src={row.other?.image} alt="">
                      {name.charAt(0).toUpperCase()}
                    </SiteAvatar>
                  </Badge>
                </ListItemAvatar>
                <ListItemText
                  primary={
                    <Stack
                      direction="row"
                      spacing={1}
                      component="span"
                      sx={{ justifyContent: 'space-between' }}
                    >
                      <Box
                        component="span"
                        sx={{
                          fontWeight: row.unread > 0 ? 700 : 500,
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                          whiteSpace: 'nowrap',
                        }}
                      >
                        {name}
                      </Box>
                      {last && (
                        <Box
                          component="span"
                          sx={{ color: 'text.secondary', fontSize: '0.75rem', flexShrink: 0 }}
                        >
                          {stamp(format, last.at, now)}
                        </Box>
                      )}
                    </Stack>
                  }
                  secondary={
                    <>
                      <Box
                        component="span"
                        sx={{
                          display: 'block',
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                          whiteSpace: 'nowrap',
                        }}
                      >
                        {preview}
                      </Box>
                      {row.unread > 0 && (
                        <Box component="span" sx={{ color: 'error.main', fontWeight: 600 }}>
                          {t('conversations.list.unread', { count: row.unread })}
                        </Box>
                      )}
                    </>
                  }
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {pageCount > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination
            count={pageCount}
            page={Math.min(page, pageCount)}
            onChange={(_e, p) => setPage(p)}
            size="small"
          />
        </Box>
      )}
    </Box>
  );
}
