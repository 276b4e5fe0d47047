import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Toolbar, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { Suspense, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SITE } from '@tutorhub/contracts';
import { translate, useT } from '../i18n';
import { toast } from '../lib/toast';
import LanguageSwitch from './LanguageSwitch';
import { BarLink } from './LinkButton';
import NavDrawer, { PHONE_MENU_ID, type DrawerAccountItemProps } from './NavDrawer';

/**
 * What depends on the signed-in account, handed in by the app's composition (app/router.tsx).
 * The components read the store, so they load after the first paint; at that point the auth
 * state is still 'loading', when none of them shows anyway.
 */
export interface NavbarAccount {
  /** Login for visitors; the profile image with its menu when signed in. */
  Controls: ComponentType<{ onLogout: () => void }>;
  /** The Dashboard link, for admins only. */
  AdminLink: ComponentType;
  /** The phone drawer's Login/Logout entry. */
  DrawerItem: ComponentType<DrawerAccountItemProps>;
  /** The notifications bell with its unread count, for signed-in accounts. */
  Bell: ComponentType;
  /** The Messages link with its unread count, for members. */
  Messages: ComponentType;
  signOut: () => Promise<void>;
}

const LINKS = [
  { to: '/', label: 'common.nav.home' },
  { to: '/tutorFinds', label: 'common.nav.findTutor' },
  { to: '/jobs', label: 'common.nav.jobs' },
  { to: '/aboutUs', label: 'common.nav.about' },
  { to: '/contactUs', label: 'common.nav.contact' },
] as const;
const COURSE_LINK = { to: '/course', label: 'common.nav.course' } as const;

/** The phone menu toggle, in the look of an edge="start" IconButton. */
const MenuToggle = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 8,
  marginLeft: -12,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  fontSize: theme.typography.pxToRem(24),
  cursor: 'pointer',
  transition: theme.transitions.create('background-color', {
    duration: theme.transitions.duration.shortest,
  }),
  '@media (hover: hover)': {
    '&:hover': {
      backgroundColor: theme.alpha(theme.palette.common.white, theme.palette.action.hoverOpacity),
    },
  },
  [theme.breakpoints.up('md')]: { display: 'none' },
}));

function signOutWithToast(signOut: () => Promise<void>) {
  void signOut().then(
    () => toast.success(translate('common.toast.signedOut')),
    () => toast.error(translate('common.toast.signOutFailed')),
  );
}

export default function Navbar({ account }: { account: NavbarAccount }) {
  const t = useT();
  const { Controls: AccountControls, AdminLink, Bell, Messages } = account;

  const logout = () => {
    document.getElementById(PHONE_MENU_ID)?.hidePopover();
    signOutWithToast(account.signOut);
  };

  return (
    <AppBar position="fixed" component="header">
      <Toolbar sx={{ gap: 1 }}>
        <MenuToggle
          type="button"
          aria-label={t('common.nav.openMenu')}
          popoverTarget={PHONE_MENU_ID}
        >
          <MenuIcon />
        </MenuToggle>
        <Typography
          variant="h6"
          component={RouterLink}
          to="/"
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            fontWeight: 700,
            flexGrow: { xs: 1, md: 0 },
            mr: 2,
          }}
        >
          {SITE.name}
        </Typography>
        <Box
          component="nav"
          aria-label={t('common.nav.main')}
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}
        >
          {[...LINKS, COURSE_LINK].map((link) => (
            <BarLink key={link.to} to={link.to} end>
              {t(link.label)}
            </BarLink>
          ))}
          <Suspense fallback={null}>
            <AdminLink />
          </Suspense>
        </Box>
        <LanguageSwitch sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
        <Suspense fallback={null}>
          <Messages />
        </Suspense>
        <Suspense fallback={null}>
          <Bell />
        </Suspense>
        <Suspense fallback={null}>
          <AccountControls onLogout={logout} />
        </Suspense>
      </Toolbar>
      <NavDrawer links={LINKS} onLogout={logout} AccountItem={account.DrawerItem} />
    </AppBar>
  );
}
