import { Box, Paper, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { useT } from '../../../i18n';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import ConversationList from '../components/ConversationList';
import ConversationView from '../components/ConversationView';

/**
 * /messages and /messages/:conversationId — the list beside the open conversation on a wide
 * screen; on a phone the list, or the conversation with a way back to it.
 */
export default function MessagesPage() {
  const t = useT();
  useDocumentTitle(t('conversations.title'));
  const { conversationId } = useParams();
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('conversations.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: { xs: conversationId ? 'none' : 'block', md: 'block' } }}>
          <ConversationList selectedId={conversationId} />
        </Box>
        {conversationId ? (
          <ConversationView key={conversationId} conversationId={conversationId} />
        ) : (
          <Paper
            variant="outlined"
            sx={{
              display: { xs: 'none', md: 'flex' },
              alignItems: 'center',
              justifyContent: 'center',
              minHeight: 320,
              color: 'text.secondary',
            }}
          >
            <Typography>{t('conversations.choose')}</Typography>
          </Paper>
        )}
      </Box>
    </Box>
  );
}
