import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../../store/store';
import { BarLink } from '../../../components/LinkButton';
import { useT } from '../../../i18n';
import { selectAuthStatus, selectAuthUser } from '../../../lib/auth/authSlice';
import { useMe } from '../../../lib/auth/useMe';
import { LoginBarLink, ProfileButton, takeEarlyPress } from './AccountParts';

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
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (status === 'signedIn' && takeEarlyPress()) {
      setMenuAnchor(buttonRef.current);
    }
  }, [status]);
  const t = useT();
  const displayName = user?.displayName ?? user?.email ?? user?.phoneNumber ?? t('common.account');

  if (status === 'signedOut') {
    return <LoginBarLink />;
  }
  if (status !== 'signedIn') {
    return null;
  }
  return (
    <>
      <ProfileButton
        ref={buttonRef}
        photoURL={user?.photoURL}
        displayName={displayName}
        menuOpen={Boolean(menuAnchor)}
        onClick={(e) => setMenuAnchor(e.currentTarget)}
      />
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
