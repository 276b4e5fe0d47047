import { Divider, Menu, MenuItem } from '@mui/material';
import type { ProfileKind } from '@tutorhub/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n';

/** A student's tuition jobs, or a tutor's applications to them and verification request. */
const JOB_LINKS = {
  student: [
    { to: '/jobs/new', label: 'common.profileMenu.postJob' },
    { to: '/jobs/mine', label: 'common.profileMenu.myJobs' },
  ],
  tutor: [
    { to: '/applications', label: 'common.profileMenu.myApplications' },
    { to: '/verification', label: 'common.profileMenu.verification' },
  ],
} as const;

/**
 * The signed-in dropdown: the display name, My profile, My tuitions, the jobs links of the
 * profile's `kind`, and Logout.
 */
export default function ProfileMenu({
  anchorEl,
  onClose,
  displayName,
  kind,
  onLogout,
}: {
  anchorEl: HTMLElement | null;
  onClose: () => void;
  displayName: string;
  kind: ProfileKind | null | undefined;
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
      {(kind ? JOB_LINKS[kind] : []).map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
          {t(link.label)}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem onClick={onLogout}>{t('common.profileMenu.logout')}</MenuItem>
    </Menu>
  );
}
