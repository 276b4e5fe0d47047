import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useT } from '../../../i18n';
import { confirmSignIn, signsInWithPassword } from '../../../lib/auth/authService';

/**
 * Asks the signed-in person to prove it is them once more (their password, or Google's chooser)
 * and hands `onConfirmed` the fresh ID token; the API asks for one before deleting the account.
 */
export default function ConfirmSignInDialog({
  open,
  onConfirmed,
  onCancel,
}: {
  open: boolean;
  onConfirmed: (idToken: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [withPassword, setWithPassword] = useState<boolean | null>(null);
  const [password, setPassword] = useState('');
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setPassword('');
      setFailed(false);
      void signsInWithPassword().then(setWithPassword, () => setWithPassword(true));
    }
  }, [open]);

  const confirm = async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    setFailed(false);
    try {
      onConfirmed(await confirmSignIn(withPassword ? password : undefined));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-sign-in-title">
      <form onSubmit={(event) => void confirm(event)} noValidate>
        <DialogTitle id="confirm-sign-in-title">{t('profiles.my.delete.reauthTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('profiles.my.delete.reauthText')}</DialogContentText>
          {withPassword && (
            <TextField
              type="password"
              autoComplete="current-password"
              label={t('profiles.my.delete.reauthPassword')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={failed}
              helperText={failed ? t('profiles.my.delete.reauthFailed') : undefined}
              fullWidth
              autoFocus
            />
          )}
          {withPassword === false && failed && (
            <DialogContentText color="error">
              {t('profiles.my.delete.reauthFailed')}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('profiles.my.delete.reauthCancel')}</Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={busy || withPassword === null || (withPassword && password === '')}
          >
            {withPassword === false
              ? t('profiles.my.delete.reauthGoogle')
              : t('profiles.my.delete.action')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
