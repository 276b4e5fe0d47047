import {
  Box,
  Divider,
  Drawer,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { SITE } from '@tutorhub/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../app/store';
import { selectAuthStatus } from '../features/auth/authSlice';

export interface NavLinkItem {
  to: string;
  label: string;
}

/** The phone menu: Home, Finds Tutor, About Us, Contact Us and Login/Logout (SPEC §2). */
export default function NavDrawer({
  open,
  onClose,
  links,
  onLogout,
}: {
  open: boolean;
  onClose: () => void;
  links: readonly NavLinkItem[];
  onLogout: () => void;
}) {
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  return (
    <Drawer open={open} onClose={onClose}>
      <Box component="nav" aria-label="Mobile" sx={{ width: 250 }}>
        <Typography variant="h6" component="p" sx={{ p: 2, fontWeight: 700 }}>
          {SITE.name}
        </Typography>
        <Divider />
        <List>
          {links.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton component={RouterLink} to={link.to} onClick={onClose}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            </ListItem>
          ))}
          <ListItem disablePadding>
            {signedIn ? (
              <ListItemButton onClick={onLogout}>
                <ListItemText primary="Logout" />
              </ListItemButton>
            ) : (
              <ListItemButton component={RouterLink} to="/login" onClick={onClose}>
                <ListItemText primary="Login" />
              </ListItemButton>
            )}
          </ListItem>
        </List>
      </Box>
    </Drawer>
  );
}
