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
import { Suspense, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface NavLinkItem {
  to: string;
  label: string;
}

export interface DrawerAccountItemProps {
  onClose: () => void;
  onLogout: () => void;
}

/** The phone menu: the main links, then Login/Logout from `AccountItem`. */
export default function NavDrawer({
  open,
  onClose,
  links,
  onLogout,
  AccountItem,
}: {
  open: boolean;
  onClose: () => void;
  links: readonly NavLinkItem[];
  onLogout: () => void;
  /** Login or Logout, depending on who is signed in (handed in by the app's composition). */
  AccountItem: ComponentType<DrawerAccountItemProps>;
}) {
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
            <Suspense fallback={null}>
              <AccountItem onClose={onClose} onLogout={onLogout} />
            </Suspense>
          </ListItem>
        </List>
      </Box>
    </Drawer>
  );
}
