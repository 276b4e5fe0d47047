import { Divider, Menu, MenuItem } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n';

/** The signed-in dropdown: the display name, My profile, My tuitions and Logout. */
export default function ProfileMenu({
  anchorEl,
  onClose,
  displayName,
  onLogout,
}: {
  anchorEl: HTMLElement | null;
  onClose: () => void;
  displayName: string;
  onLogout: () => void;
}) {
  const t = useT();
  return (
    <Menu id="profile-menu" anchorEl={anchorEl} open={Boolean(anchorEl)} onClose={onClose}>
      <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
        {displayName}
      </MenuItem>
      <Divider />
      <MenuItem component={RouterLink} to="/profile" onClick={onClose}>
        {t('common.profileMenu.myProfile')}
      </MenuItem>
      <MenuItem component={RouterLink} to="/tuitions" onClick={onClose}>
        {t('common.profileMenu.myTuitions')}
      </MenuItem>
      <Divider />
      <MenuItem onClick={onLogout}>{t('common.profileMenu.logout')}</MenuItem>
    </Menu>
  );
}
