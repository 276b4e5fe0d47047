import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Avatar, Box, Button, IconButton, Toolbar, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { SITE } from '@tutorhub/contracts';
import { useAppSelector } from '../app/store';
import { selectAuthStatus, selectAuthUser } from '../features/auth/authSlice';
import { useMe } from '../features/auth/useMe';

// Loaded on first use so that Drawer, Menu and their transitions stay out of the first chunk.
const NavDrawer = lazy(() => import('./NavDrawer'));
const ProfileMenu = lazy(() => import('./ProfileMenu'));

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/tutorFinds', label: 'Finds Tutor' },
  { to: '/aboutUs', label: 'About Us' },
  { to: '/contactUs', label: 'Contact Us' },
] as const;
const COURSE_LINK = { to: '/course', label: 'Course' } as const;

const linkSx = {
  color: 'inherit',
  '&.active': { backgroundColor: 'rgba(255,255,255,0.16)' },
} as const;

export default function Navbar() {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectAuthUser);
  const { me } = useMe();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const signedIn = status === 'signedIn';

  const logout = () => {
    setMenuAnchor(null);
    setDrawerOpen(false);
    void Promise.all([import('../features/auth/authService'), import('react-hot-toast')]).then(
      ([auth, { default: toast }]) =>
        auth.signOut().then(
          () => toast.success('Signed out'),
          () => toast.error('Could not sign out. Please try again.'),
        ),
    );
  };

  const displayName = user?.displayName ?? user?.email ?? 'Account';

  return (
    <AppBar position="fixed" component="header">
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          aria-label="Open menu"
          edge="start"
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
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
            <Button key={link.to} component={NavLink} to={link.to} end sx={linkSx}>
              {link.label}
            </Button>
          ))}
          {me?.role === 'admin' && (
            <Button component={NavLink} to="/Dashboard/stats" sx={linkSx}>
              Dashboard
            </Button>
          )}
        </Box>
        {status === 'signedOut' && (
          <Button
            component={NavLink}
            to="/login"
            sx={{ ...linkSx, display: { xs: 'none', md: 'inline-flex' } }}
          >
            Login
          </Button>
        )}
        {signedIn && (
          <IconButton
            aria-label="Open profile menu"
            aria-haspopup="menu"
            aria-controls={menuAnchor ? 'profile-menu' : undefined}
            aria-expanded={menuAnchor ? 'true' : undefined}
            onClick={(e) => setMenuAnchor(e.currentTarget)}
            sx={{ p: 0.5 }}
          >
            <Avatar
              src={user?.photoURL ?? undefined}
              alt={displayName}
              sx={{ width: 36, height: 36 }}
            />
          </IconButton>
        )}
      </Toolbar>
      <Suspense fallback={null}>
        {signedIn && menuAnchor && (
          <ProfileMenu
            anchorEl={menuAnchor}
            onClose={() => setMenuAnchor(null)}
            displayName={displayName}
            onLogout={logout}
          />
        )}
        {drawerUsed && (
          <NavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            links={LINKS}
            signedIn={signedIn}
            onLogout={logout}
          />
        )}
      </Suspense>
    </AppBar>
  );
}
