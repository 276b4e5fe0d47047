import { Box, Button, Stack, Typography } from '@mui/material';
import { LIMITS } from '@tutorhub/contracts';
import ReportButton from '../../../components/report/ReportButton';
import { useFormat, useT } from '../../../i18n';
import { SCREEN_READER_ONLY, stamp } from '../labels';
import type { ChatMessage } from '../../../store/apiTypes';

const DELETE_WINDOW_MS = LIMITS.messageDeleteMinutes * 60_000;

/** Whether the sender may still delete `message` at `now`. */
export function deletable(message: ChatMessage, now: number): boolean {
  return (
    message.mine &&
    !message.deleted &&
    now - new Date(message.createdAt).getTime() < DELETE_WINDOW_MS
  );
}

/** One message: the sender's on the right, the other party's on the left, with its time. */
export default function MessageItem({
  message,
  otherName,
  otherId,
  now,
  seen,
  onDelete,
}: {
  message: ChatMessage;
  otherName: string;
  otherId: string | null;
  now: number;
  /** The other party has read up to this message, the caller's latest. */
  seen: boolean;
  onDelete: (message: ChatMessage) => void;
}) {
  const t = useT();
  const format = useFormat();
  const sender = message.mine ? t('conversations.you') : otherName;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: message.mine ? 'flex-end' : 'flex-start',
        mb: 1.5,
      }}
    >
      <Box
        sx={{
          maxWidth: { xs: '85%', md: '70%' },
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: message.mine ? 'primary.main' : 'grey.100',
          color: message.mine ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Box component="span" sx={SCREEN_READER_ONLY}>
          {t('conversations.message.from', { name: sender })}
        </Box>
        {message.deleted || message.text === null ? (
          <Typography variant="body2" sx={{ fontStyle: 'italic', opacity: 0.8 }}>
            {t('conversations.message.deleted')}
          </Typography>
        ) : (
          <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.text}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.25 }}>
        <Typography
          variant="caption"
          color="text.secondary"
          component="time"
          dateTime={message.createdAt}
        >
          {stamp(format, message.createdAt, now)}
        </Typography>
        {seen && (
          <Typography variant="caption" color="text.secondary">
            {t('conversations.message.seen')}
          </Typography>
        )}
        {deletable(message, now) && (
          <Button
            size="small"
            color="error"
            onClick={() => onDelete(message)}
            sx={{ minWidth: 0, py: 0, textTransform: 'none' }}
          >
            {t('conversations.message.delete')}
          </Button>
        )}
        {!message.mine && !message.deleted && (
          <ReportButton
            target={{ targetType: 'message', targetId: message._id }}
            name={otherName}
            ownerId={otherId}
          />
        )}
      </Stack>
    </Box>
  );
}
