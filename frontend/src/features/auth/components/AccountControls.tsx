import { IconButton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../../../store/store';
import { BarLink } from '../../../components/LinkButton';
import { useT } from '../../../i18n';
import { SiteAvatar } from '../../../components/SiteImage';
import { selectAuthStatus, selectAuthUser } from '../../../lib/auth/authSlice';
import { useMe } from '../../../lib/auth/useMe';

const ProfileMenu = lazy(() => import('../../../components/ProfileMenu'));

/** Dashboard/stats in the main navigation, for admins only (from GET /api/me). */
export function AdminLink() {
  const { me } = useMe();
  const t = useT();
  return me?.role === 'admin' ? (
    <BarLink to="/Dashboard/stats">{t('auth.nav.dashboard')}</BarLink>
  ) : null;
}

/** Login for visitors; the profile image with its dropdown (name, Logout) when signed in. */
export default function AccountControls({ onLogout }: { onLogout: () => void }) {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectAuthUser);
  const { me } = useMe();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const t = useT();
  const displayName = user?.displayName ?? user?.email ?? t('auth.account');

  if (status === 'signedOut') {
    return (
      <BarLink to="/login" end sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
        {t('auth.nav.login')}
      </BarLink>
    );
  }
  if (status !== 'signedIn') {
    return null;
  }
  return (
    <>
      <IconButton
        aria-label={t('auth.nav.openProfileMenu')}
        aria-haspopup="menu"
        aria-controls={menuAnchor ? 'profile-menu' : undefined}
        aria-expanded={menuAnchor ? 'true' : undefined}
        onClick={(e) => setMenuAnchor(e.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <SiteAvatar src={user?.photoURL} alt={displayName} size={36} />
      </IconButton>
      {menuAnchor && (
        <Suspense fallback={null}>
          <ProfileMenu
            anchorEl={menuAnchor}
            onClose={() => setMenuAnchor(null)}
            displayName={displayName}
            kind={me?.kind}
            onLogout={() => {
              setMenuAnchor(null);
              onLogout();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
