import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import { Box, Button, CircularProgress } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n';
import type { AuthUser } from '../../lib/auth/authSlice';
import { prepareSignIn } from '../../lib/auth/authService';
import { useHydrated } from '../../lib/useHydrated';

// The number check (libphonenumber's metadata) and the code step load on the press only.
const PhoneSignIn = lazy(() => import('./PhoneSignIn'));

/** "Continue with mobile number": opens the number and code steps in place. */
export default function PhoneSignInOption(props: {
  onSignedIn: (user: AuthUser) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<PhoneIphoneIcon />}
        disabled={props.disabled || !hydrated}
        onClick={() => {
          prepareSignIn();
          setOpen(true);
        }}
      >
        {t('auth.phone.continue')}
      </Button>
    );
  }
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress aria-label={t('auth.loading')} />
        </Box>
      }
    >
      <PhoneSignIn onSignedIn={props.onSignedIn} />
    </Suspense>
  );
}
