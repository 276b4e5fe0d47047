import SendIcon from '@mui/icons-material/Send';
import { Box, Button, TextField } from '@mui/material';
import {
  carriesContactDetails,
  CONTACT_RULE_MESSAGES,
  CONVERSATION_MESSAGES,
  LIMITS,
  MESSAGES,
} from '@tutorhub/contracts';
import { useState, type KeyboardEvent } from 'react';
import { translateMessage, useFormat, useT } from '../../../i18n';
import { errorMessage } from '../../../lib/apiError';
import { api } from '../../../store/api';
import { useAppDispatch } from '../../../store/store';
import { useSendMessageMutation } from '../messagesApi';

/** Why `text` cannot be sent as it is (the API's own rules), or null. */
export function composerProblem(text: string, contactRule: boolean): string | null {
  if (text.trim().length > LIMITS.messageMax) {
    return CONVERSATION_MESSAGES.text;
  }
  if (contactRule && carriesContactDetails(text)) {
    return CONTACT_RULE_MESSAGES.contactDetails;
  }
  return null;
}

/**
 * The box a message is written in: Enter sends, Shift+Enter starts a new line. The contact rule's
 * message shows under it as one types, while the conversation's rule holds; a refusal from the
 * API shows there too, in its coded words.
 */
export default function MessageComposer({
  conversationId,
  otherName,
  contactRule,
}: {
  conversationId: string;
  otherName: string;
  /** Contact details are refused in this conversation (no accepted hire yet). */
  contactRule: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [send, { isLoading }] = useSendMessageMutation();
  const problem = composerProblem(text, contactRule);
  const message = refusal ?? (problem && translateMessage(problem));
  const canSend = text.trim().length > 0 && problem === null && !isLoading;

  const submit = async () => {
    if (!canSend) {
      return;
    }
    try {
      await send({ conversationId, text: text.trim() }).unwrap();
      setText('');
    } catch (err) {
      setRefusal(errorMessage(err, MESSAGES.actionFailed));
      // A refusal may mean the conversation changed (closed, blocked, the rule back on).
      dispatch(api.util.invalidateTags([{ type: 'Conversation', id: conversationId }]));
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('conversations.composer.form')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', pt: 1 }}
    >
      <TextField
        id={`composer-${conversationId}`}
        label={t('conversations.composer.label', { name: otherName })}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setRefusal(null);
        }}
        onKeyDown={onKeyDown}
        multiline
        minRows={1}
        maxRows={6}
        fullWidth
        size="small"
        error={message !== null}
        helperText={
          message ??
          t('conversations.composer.hint', {
            count: format.number(text.trim().length),
            max: format.number(LIMITS.messageMax),
          })
        }
        slotProps={{ formHelperText: { role: message ? 'alert' : undefined } }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={!canSend}
        endIcon={<SendIcon />}
        sx={{ flexShrink: 0, mt: 0.25 }}
      >
        {isLoading ? t('conversations.composer.sending') : t('conversations.composer.send')}
      </Button>
    </Box>
  );
}
