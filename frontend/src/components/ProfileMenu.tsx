import { Divider, Menu, MenuItem } from '@mui/material';

/** The signed-in dropdown: the display name and Logout. */
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
  return (
    <Menu id="profile-menu" anchorEl={anchorEl} open={Boolean(anchorEl)} onClose={onClose}>
      <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
        {displayName}
      </MenuItem>
      <Divider />
      <MenuItem onClick={onLogout}>Logout</MenuItem>
    </Menu>
  );
}
