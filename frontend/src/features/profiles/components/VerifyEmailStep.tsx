import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { MESSAGES } from '@tutorhub/contracts';
import { useId, useState } from 'react';
import { translateMessage, useT } from '../../../i18n';
import RichMessage from './RichMessage';

interface Props {
  email: string;
  busy: boolean;
  onContinue: () => unknown;
  onResend: () => Promise<unknown>;
}

/** "Check your inbox": shown while the new account's email waits to be verified. */
export default function VerifyEmailStep({ email, busy, onContinue, onResend }: Props) {
  const titleId = useId();
  const [resending, setResending] = useState(false);
  const t = useT();
  const resend = () => {
    setResending(true);
    void onResend().finally(() => setResending(false));
  };
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ textAlign: 'center' }}>
      <MarkEmailUnreadIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
      <Typography id={titleId} variant="h5" component="h2" sx={{ fontWeight: 700, my: 1 }}>
        {t('profiles.verify.title')}
      </Typography>
      <Alert severity="info" sx={{ textAlign: 'left', my: 2 }}>
        {translateMessage(MESSAGES.verificationSent)}
      </Alert>
      <Typography sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        <RichMessage text={t('profiles.verify.linkSent', { email })} parts={[<strong />]} />
      </Typography>
      <Stack spacing={1.5}>
        <Button variant="contained" size="large" disabled={busy} onClick={onContinue}>
          {busy ? t('profiles.verify.checking') : t('profiles.verify.continue')}
        </Button>
        <Button onClick={resend} disabled={busy || resending}>
          {t('profiles.verify.resend')}
        </Button>
      </Stack>
    </Box>
  );
}
