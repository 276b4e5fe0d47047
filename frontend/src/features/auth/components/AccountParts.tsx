import { IconButton, ListItemButton, ListItemText } from '@mui/material';
import type { MouseEvent, Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BarLink } from '../../../components/LinkButton';
import type { DrawerAccountItemProps } from '../../../components/NavDrawer';
import { SiteAvatar } from '../../../components/SiteImage';
import { useT } from '../../../i18n';
import { usePageSession } from '../../../lib/auth/pageSession';

// The account's parts of the navbar without the store: the app's own (AccountControls,
// DrawerAccountItem) render these, and the page as sent renders them for the session it was
// rendered with, so nothing changes when the app takes over.

/** Login in the bar (from the md breakpoint: the phone has it in its menu). */
export function LoginBarLink() {
  const t = useT();
  return (
    <BarLink to="/login" end sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
      {t('common.nav.login')}
    </BarLink>
  );
}

/** A press on the profile button made before the menu's code arrived. */
let pressedBeforeMenu = false;

/** Whether the profile button was pressed before the menu's code arrived (asked once). */
export function takeEarlyPress(): boolean {
  const pressed = pressedBeforeMenu;
  pressedBeforeMenu = false;
  return pressed;
}

/** The profile image that opens the account menu. */
export function ProfileButton({
  photoURL,
  displayName,
  menuOpen = false,
  onClick,
  ref,
}: {
  photoURL?: string | null;
  displayName: string;
  menuOpen?: boolean;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const t = useT();
  return (
    <IconButton
      ref={ref}
      aria-label={t('common.nav.openProfileMenu')}
      aria-haspopup="menu"
      aria-controls={menuOpen ? 'profile-menu' : undefined}
      aria-expanded={menuOpen ? 'true' : undefined}
      onClick={onClick}
      sx={{ p: 0.5 }}
    >
      <SiteAvatar src={photoURL} alt={displayName} size={36} />
    </IconButton>
  );
}

/** The phone menu's entry: Logout when signed in, else Login. */
export function DrawerAccountEntry({
  signedIn,
  onClose,
  onLogout,
}: DrawerAccountItemProps & { signedIn: boolean }) {
  const t = useT();
  return signedIn ? (
    <ListItemButton onClick={onLogout}>
      <ListItemText primary={t('common.nav.logout')} />
    </ListItemButton>
  ) : (
    <ListItemButton component={RouterLink} to="/login" onClick={onClose}>
      <ListItemText primary={t('common.nav.login')} />
    </ListItemButton>
  );
}

/** The bar's account control as sent: Login to a visitor, the profile image to a member. */
export function AccountControlsAsSent() {
  const session = usePageSession();
  const t = useT();
  if (session === 'signedOut') {
    return <LoginBarLink />;
  }
  // Pressed before the menu's code came, the menu opens as soon as it has (AccountControls).
  return session === 'signedIn' ? (
    <ProfileButton
      displayName={t('common.account')}
      onClick={() => {
        pressedBeforeMenu = true;
      }}
    />
  ) : null;
}

/** The phone menu's entry as sent, for the session the page was rendered with. */
export function DrawerAccountItemAsSent(props: DrawerAccountItemProps) {
  const session = usePageSession();
  return session === 'signedOut' || session === 'signedIn' ? (
    <DrawerAccountEntry signedIn={session === 'signedIn'} {...props} />
  ) : null;
}
