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
import { useT, type MessageKey } from '../i18n';
import LanguageSwitch from './LanguageSwitch';

export interface NavLinkItem {
  to: string;
  label: MessageKey;
}

export interface DrawerAccountItemProps {
  onClose: () => void;
  onLogout: () => void;
}

/** The phone menu: the main links, Login/Logout from `AccountItem`, then the language switch. */
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
  const t = useT();
  return (
    <Drawer open={open} onClose={onClose}>
      <Box component="nav" aria-label={t('common.nav.mobile')} sx={{ width: 250 }}>
        <Typography variant="h6" component="p" sx={{ p: 2, fontWeight: 700 }}>
          {SITE.name}
        </Typography>
        <Divider />
        <List>
          {links.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton component={RouterLink} to={link.to} onClick={onClose}>
                <ListItemText primary={t(link.label)} />
              </ListItemButton>
            </ListItem>
          ))}
          <ListItem disablePadding>
            <Suspense fallback={null}>
              <AccountItem onClose={onClose} onLogout={onLogout} />
            </Suspense>
          </ListItem>
        </List>
        <Divider />
        <LanguageSwitch sx={{ p: 2 }} />
      </Box>
    </Drawer>
  );
}
