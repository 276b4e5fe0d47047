import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { MESSAGES } from '@tutorhub/contracts';
import { useLayoutEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../store/store';
import { translateMessage, useT } from '../../../i18n';
import { signOut } from '../../../lib/auth/authService';
import { selectAuthStatus } from '../../../lib/auth/authSlice';

/** The one page a suspended account may still use: it is where the message sends them. */
const CONTACT_PATH = '/contactUs';

interface Props {
  /** Told whether the routed page must give way to this notice. */
  onHidePage: (hide: boolean) => void;
}

/**
 * When the API has refused the signed-in account as suspended, explains it across the page with
 * a way to sign out, in place of every page but Contact Us (whose calls go without the token).
 */
export default function SuspendedAccountNotice({ onHidePage }: Props) {
  const suspended = useAppSelector(selectAuthStatus) === 'suspended';
  const onContactPage = useLocation().pathname.toLowerCase() === CONTACT_PATH.toLowerCase();
  const [signingOut, setSigningOut] = useState(false);
  const t = useT();
  const hidePage = suspended && !onContactPage;

  // Before paint: the refused page must never show beside the notice, not even for a frame.
  useLayoutEffect(() => onHidePage(hidePage), [hidePage, onHidePage]);

  if (!suspended) {
    return null;
  }
  const leave = () => {
    setSigningOut(true);
    void signOut().finally(() => setSigningOut(false));
  };
  return (
    <Box sx={{ mb: 3 }}>
      <Alert severity="error" role="alert" variant={hidePage ? 'outlined' : 'standard'}>
        <AlertTitle>{t('auth.suspended.title')}</AlertTitle>
        {translateMessage(MESSAGES.accountSuspended)}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }} useFlexGap>
          <Button variant="contained" color="error" onClick={leave} disabled={signingOut}>
            {t('auth.suspended.signOut')}
          </Button>
          {!onContactPage && (
            <Button component={RouterLink} to={CONTACT_PATH} variant="outlined" color="inherit">
              {t('auth.suspended.contactPage')}
            </Button>
          )}
        </Stack>
      </Alert>
    </Box>
  );
}
