import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Alert, Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { EMAIL_PATTERN, MESSAGES } from '@tutorhub/contracts';
import { useState, type FormEvent } from 'react';
import PhoneCodeSteps from '../../../components/auth/PhoneCodeSteps';
import SubmitButton from '../../../components/form/SubmitButton';
import { Term, TermList } from '../../../components/TermList';
import { translateMessage, useT } from '../../../i18n';
import { describeAuthError } from '../../../lib/auth/authErrors';
import { linkEmailPassword, linkGoogle, sendAccountPhoneCode } from '../../../lib/auth/authService';
import { toast } from '../../../lib/toast';
import type { Me } from '../../../store/apiTypes';

/** What the section is doing: showing the methods, or adding or changing one. */
type Step = 'view' | 'link' | 'change' | 'email';

function VerifiedMark({ verified }: { verified: boolean }) {
  const t = useT();
  return verified ? (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      icon={<VerifiedUserIcon aria-hidden />}
      label={t('profiles.signIn.verified')}
    />
  ) : (
    <Chip size="small" variant="outlined" label={t('profiles.signIn.notVerified')} />
  );
}

/** Joins an email and password to an account proved by its number. */
function EmailPasswordForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      setError(translateMessage(MESSAGES.invalidEmail));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await linkEmailPassword(email.trim(), password);
      onDone();
    } catch (err) {
      setError(describeAuthError(err, 'link'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-label={t('profiles.signIn.addEmail')}
      onSubmit={(e) => void submit(e)}
    >
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        id="link-email"
        label={t('profiles.signIn.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        id="link-password"
        label={t('profiles.signIn.password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <SubmitButton busy={busy} busyLabel={t('profiles.signIn.saving')}>
        {t('profiles.signIn.addEmail')}
      </SubmitButton>
    </Stack>
  );
}

/**
 * The Sign-in section of one's profile: the account's email, mobile number and Google as the
 * API last read them from the identity provider, and the ways to add one (a number to an email
 * account, an email and password or Google to a number's) or to change the number. Every change
 * is made at Firebase, then the API reads the account again from it.
 */
export default function SignInMethods({ me }: { me: Me }) {
  const t = useT();
  const [step, setStep] = useState<Step>('view');
  const [error, setError] = useState<string | null>(null);
  const google = me.signInMethods.includes('google');

  const done = (message: 'profiles.signIn.linked' | 'profiles.signIn.changed') => {
    setStep('view');
    toast.success(t(message));
  };

  const onGoogle = async () => {
    setError(null);
    try {
      await linkGoogle();
      done('profiles.signIn.linked');
    } catch (err) {
      setError(describeAuthError(err, 'link'));
    }
  };

  const open = (next: Step) => {
    setError(null);
    setStep(next);
  };

  return (
    <Paper
      id="sign-in"
      component="section"
      aria-labelledby="sign-in-methods-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mt: 4 }}
    >
      <Typography id="sign-in-methods-title" variant="h6" component="h2" gutterBottom>
        {t('profiles.signIn.title')}
      </Typography>
      <TermList rowGap={1.5}>
        <Term label={t('profiles.signIn.email')}>
          {me.email ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              {me.email} <VerifiedMark verified={me.emailVerified} />
            </Box>
          ) : (
            t('profiles.signIn.none')
          )}
        </Term>
        <Term label={t('profiles.signIn.phone')}>
          {me.phone ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              {me.phone} <VerifiedMark verified={me.phoneVerified} />
            </Box>
          ) : (
            t('profiles.signIn.none')
          )}
        </Term>
        <Term label={t('profiles.signIn.google')}>
          {t(google ? 'profiles.signIn.googleLinked' : 'profiles.signIn.googleNotLinked')}
        </Term>
      </TermList>
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      {step === 'view' ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          {me.phone ? (
            <Button variant="outlined" onClick={() => open('change')}>
              {t('profiles.signIn.changePhone')}
            </Button>
          ) : (
            <Button variant="outlined" onClick={() => open('link')}>
              {t('profiles.signIn.addPhone')}
            </Button>
          )}
          {!me.email && (
            <Button variant="outlined" onClick={() => open('email')}>
              {t('profiles.signIn.addEmail')}
            </Button>
          )}
          {!google && (
            <Button variant="outlined" onClick={() => void onGoogle()}>
              {t('profiles.signIn.addGoogle')}
            </Button>
          )}
        </Box>
      ) : (
        <Box sx={{ mt: 2, maxWidth: 420 }}>
          {step === 'email' ? (
            <EmailPasswordForm onDone={() => done('profiles.signIn.linked')} />
          ) : (
            <PhoneCodeSteps
              send={(e164, host) => sendAccountPhoneCode(e164, host, step)}
              onConfirmed={() =>
                done(step === 'link' ? 'profiles.signIn.linked' : 'profiles.signIn.changed')
              }
            />
          )}
          <Button sx={{ mt: 1 }} onClick={() => setStep('view')}>
            {t('profiles.signIn.cancel')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
