import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { asciiDigits, parseBdMobile, PHONE_MESSAGES } from '@tutorhub/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import SubmitButton from '../form/SubmitButton';
import { translateMessage, useT } from '../../i18n';
import { describeAuthError } from '../../lib/auth/authErrors';
import { PHONE_INPUT } from '../../lib/form';

/** How long a sent code stands before another may be asked for (Firebase limits sends too). */
export const RESEND_AFTER_SECONDS = 60;

const CODE_PATTERN = /^\d{6}$/;

/** A code sent, waiting to be typed in: confirming it answers what it proved. */
export interface CodeSent<T> {
  confirm: (code: string) => Promise<T>;
}

interface Sent<T> {
  e164: string;
  code: CodeSent<T>;
}

/** A countdown by the second: the seconds left, and a start from `seconds`. */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left === 0) {
      return undefined;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

/**
 * A Bangladeshi mobile number proved by a code: the number as people write it (checked here
 * before anything is sent), then the 6-digit code Firebase sends by SMS through `send`; what
 * confirming it answers goes to `onConfirmed`. A new code may be asked for a minute after the
 * last. Sign-in uses it, and so does joining or changing the number of an account.
 */
export default function PhoneCodeSteps<T>({
  send: sendCode,
  onConfirmed,
}: {
  send: (e164: string, verifierHost: HTMLElement) => Promise<CodeSent<T>>;
  onConfirmed: (proved: T) => void;
}) {
  const t = useT();
  const verifierHost = useRef<HTMLDivElement>(null);
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Sent<T> | null>(null);
  const [secondsLeft, startCountdown] = useCountdown();

  const send = async (e164: string) => {
    setError(null);
    setBusy(true);
    try {
      const codeSent = await sendCode(e164, verifierHost.current!);
      setSent({ e164, code: codeSent });
      startCountdown(RESEND_AFTER_SECONDS);
      setCode('');
      setCodeError(null);
    } catch (err) {
      setError(describeAuthError(err, 'phoneCode'));
    } finally {
      setBusy(false);
    }
  };

  const onNumber = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseBdMobile(number);
    if (!parsed.ok) {
      setNumberError(translateMessage(PHONE_MESSAGES[parsed.refusal]));
      return;
    }
    setNumberError(null);
    void send(parsed.e164);
  };

  const onCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!sent) {
      return;
    }
    const typed = asciiDigits(code).replace(/\s/g, '');
    if (!CODE_PATTERN.test(typed)) {
      setCodeError(translateMessage(PHONE_MESSAGES.codeFormat));
      return;
    }
    setCodeError(null);
    setError(null);
    setBusy(true);
    try {
      onConfirmed(await sent.code.confirm(typed));
    } catch (err) {
      setError(describeAuthError(err, 'phoneConfirm'));
    } finally {
      setBusy(false);
    }
  };

  const changeNumber = () => {
    setSent(null);
    setError(null);
  };

  return (
    <Stack spacing={2}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {sent ? (
        <Stack
          component="form"
          spacing={2}
          noValidate
          aria-label={t('auth.phone.confirm')}
          onSubmit={(e) => void onCode(e)}
        >
          <Typography role="status">{t('auth.phone.codeSent', { number: sent.e164 })}</Typography>
          <TextField
            id="phone-code"
            label={t('auth.phone.code')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            autoFocus
            fullWidth
            error={Boolean(codeError)}
            helperText={codeError}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <SubmitButton busy={busy} busyLabel={t('auth.phone.confirming')} fullWidth>
            {t('auth.phone.confirm')}
          </SubmitButton>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
            <Button onClick={changeNumber} disabled={busy}>
              {t('auth.phone.change')}
            </Button>
            <Button onClick={() => void send(sent.e164)} disabled={busy || secondsLeft > 0}>
              {secondsLeft > 0
                ? t('auth.phone.resendIn', { seconds: secondsLeft })
                : t('auth.phone.resend')}
            </Button>
          </Box>
        </Stack>
      ) : (
        <Stack
          component="form"
          spacing={2}
          noValidate
          aria-label={t('auth.phone.continue')}
          onSubmit={onNumber}
        >
          <TextField
            id="phone-number"
            label={t('auth.phone.number')}
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            autoFocus
            fullWidth
            error={Boolean(numberError)}
            helperText={numberError ?? t('auth.phone.numberHint')}
            {...PHONE_INPUT}
          />
          <SubmitButton busy={busy} busyLabel={t('auth.phone.sending')} fullWidth>
            {t('auth.phone.send')}
          </SubmitButton>
        </Stack>
      )}
      {/* The invisible reCAPTCHA's host: kept across the steps, a resend needs it again. */}
      <div ref={verifierHost} />
    </Stack>
  );
}
