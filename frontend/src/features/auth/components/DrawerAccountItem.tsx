import { ListItemButton, ListItemText } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../../store/store';
import type { DrawerAccountItemProps } from '../../../components/NavDrawer';
import { useT } from '../../../i18n';
import { selectAuthStatus } from '../../../lib/auth/authSlice';

/** The phone drawer's last entry: Logout when signed in, else Login. */
export default function DrawerAccountItem({ onClose, onLogout }: DrawerAccountItemProps) {
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const t = useT();
  return signedIn ? (
    <ListItemButton onClick={onLogout}>
      <ListItemText primary={t('auth.nav.logout')} />
    </ListItemButton>
  ) : (
    <ListItemButton component={RouterLink} to="/login" onClick={onClose}>
      <ListItemText primary={t('auth.nav.login')} />
    </ListItemButton>
  );
}
