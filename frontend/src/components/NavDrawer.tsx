import {
  Box,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { styled } from '@mui/material/styles';
import { SITE } from '@tutorhub/contracts';
import { Suspense, type ComponentType, type MouseEvent } from 'react';
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

/** The id the menu toggle names as its popover target. */
export const PHONE_MENU_ID = 'phone-menu';

/**
 * A native popover in the look of MUI's temporary left Drawer: the browser opens it at the
 * toggle's tap and closes it at a tap outside or Escape, before the app runs and after.
 */
const Sheet = styled('nav')(({ theme }) => ({
  position: 'fixed',
  inset: '0 auto 0 0',
  width: 250,
  height: '100%',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  overflowY: 'auto',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  boxShadow: theme.shadows[16],
  '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
}));

/**
 * The phone menu: the main links, Login/Logout from `AccountItem`, then the language switch. It
 * is in the page as sent, so it opens and its links work without the app's code.
 */
export default function NavDrawer({
  links,
  onLogout,
  AccountItem,
}: {
  links: readonly NavLinkItem[];
  onLogout: () => void;
  /** Login or Logout, depending on who is signed in (handed in by the app's composition). */
  AccountItem: ComponentType<DrawerAccountItemProps>;
}) {
  const t = useT();
  const close = () => document.getElementById(PHONE_MENU_ID)?.hidePopover();
  // A link followed inside the app leaves the page in place: the menu closes behind it.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]:not([hreflang])')) {
      close();
    }
  };
  return (
    <Sheet
      id={PHONE_MENU_ID}
      popover="auto"
      aria-label={t('common.nav.mobile')}
      onClick={closeOnLink}
    >
      <Typography variant="h6" component="p" sx={{ p: 2, fontWeight: 700 }}>
        {SITE.name}
      </Typography>
      <Divider />
      <List>
        {links.map((link) => (
          <ListItem key={link.to} disablePadding>
            <ListItemButton component={RouterLink} to={link.to}>
              <ListItemText primary={t(link.label)} />
            </ListItemButton>
          </ListItem>
        ))}
        <ListItem disablePadding>
          <Suspense fallback={null}>
            <AccountItem onClose={close} onLogout={onLogout} />
          </Suspense>
        </ListItem>
      </List>
      <Divider />
      <Box sx={{ p: 2 }}>
        <LanguageSwitch />
      </Box>
    </Sheet>
  );
}
