import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { MESSAGES } from '@tutorhub/contracts';
import { useId, useState } from 'react';

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
  const resend = () => {
    setResending(true);
    void onResend().finally(() => setResending(false));
  };
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ textAlign: 'center' }}>
      <MarkEmailUnreadIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
      <Typography id={titleId} variant="h5" component="h2" sx={{ fontWeight: 700, my: 1 }}>
        Check your inbox
      </Typography>
      <Alert severity="info" sx={{ textAlign: 'left', my: 2 }}>
        {MESSAGES.verificationSent}
      </Alert>
      <Typography sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        The link went to <strong>{email}</strong>. Your form is kept: you will not have to fill it
        in again.
      </Typography>
      <Stack spacing={1.5}>
        <Button variant="contained" size="large" disabled={busy} onClick={onContinue}>
          {busy ? 'Checking…' : 'I have verified — continue'}
        </Button>
        <Button onClick={resend} disabled={busy || resending}>
          Resend the email
        </Button>
      </Stack>
    </Box>
  );
}
