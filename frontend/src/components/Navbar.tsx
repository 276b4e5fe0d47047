import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Toolbar, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SITE } from '@tutorhub/contracts';
import { lazyWithStore } from '../app/storeGate';
import { BarLink } from './LinkButton';

// What depends on the signed-in state (Login, the profile menu, Dashboard, the phone drawer) reads
// the store, so it loads after the first paint; at that point the auth state is still 'loading',
// when none of it shows anyway.
const AccountControls = lazyWithStore(() => import('./NavbarAccount'));
const AdminLink = lazyWithStore(async () => ({
  default: (await import('./NavbarAccount')).AdminLink,
}));
// Drawer, Menu and their transitions stay out of the first chunk.
const NavDrawer = lazyWithStore(() => import('./NavDrawer'));

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/tutorFinds', label: 'Finds Tutor' },
  { to: '/aboutUs', label: 'About Us' },
  { to: '/contactUs', label: 'Contact Us' },
] as const;
const COURSE_LINK = { to: '/course', label: 'Course' } as const;

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

function signOutWithToast() {
  void Promise.all([import('../features/auth/authService'), import('react-hot-toast')]).then(
    ([auth, { default: toast }]) =>
      auth.signOut().then(
        () => toast.success('Signed out'),
        () => toast.error('Could not sign out. Please try again.'),
      ),
  );
}

export default function Navbar() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);

  const logout = () => {
    setDrawerOpen(false);
    signOutWithToast();
  };

  return (
    <AppBar position="fixed" component="header">
      <Toolbar sx={{ gap: 1 }}>
        <MenuToggle
          type="button"
          aria-label="Open menu"
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
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
          aria-label="Main"
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}
        >
          {[...LINKS, COURSE_LINK].map((link) => (
            <BarLink key={link.to} to={link.to} end>
              {link.label}
            </BarLink>
          ))}
          <Suspense fallback={null}>
            <AdminLink />
          </Suspense>
        </Box>
        <Suspense fallback={null}>
          <AccountControls onLogout={logout} />
        </Suspense>
      </Toolbar>
      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            links={LINKS}
            onLogout={logout}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
