import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Avatar,
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  Toolbar,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { SITE } from '@tutorhub/contracts';
import { useAppSelector } from '../app/store';
import { selectAuthStatus, selectAuthUser } from '../features/auth/authSlice';
import { signOut } from '../features/auth/authService';
import { useMe } from '../features/auth/useMe';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/tutorFinds', label: 'Finds Tutor' },
  { to: '/aboutUs', label: 'About Us' },
  { to: '/contactUs', label: 'Contact Us' },
  { to: '/course', label: 'Course', desktopOnly: true },
] as const;

const linkSx = {
  color: 'inherit',
  '&.active': { backgroundColor: 'rgba(255,255,255,0.16)' },
} as const;

export default function Navbar() {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectAuthUser);
  const { me } = useMe();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const signedIn = status === 'signedIn';

  const logout = () => {
    setMenuAnchor(null);
    setDrawerOpen(false);
    signOut().then(
      () => toast.success('Signed out'),
      () => toast.error('Could not sign out. Please try again.'),
    );
  };

  const displayName = user?.displayName ?? user?.email ?? 'Account';

  return (
    <AppBar position="fixed" component="nav" aria-label="Main">
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          aria-label="Open menu"
          edge="start"
          onClick={() => setDrawerOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Typography
          variant="h6"
          component={RouterLink}
          to="/"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, flexGrow: { xs: 1, md: 0 }, mr: 2 }}
        >
          {SITE.name}
        </Typography>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}>
          {LINKS.map((link) => (
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
          <>
            <IconButton
              aria-label="Open profile menu"
              aria-haspopup="menu"
              aria-controls={menuAnchor ? 'profile-menu' : undefined}
              onClick={(e) => setMenuAnchor(e.currentTarget)}
              sx={{ p: 0.5 }}
            >
              <Avatar
                src={user?.photoURL ?? undefined}
                alt={displayName}
                sx={{ width: 36, height: 36 }}
              />
            </IconButton>
            <Menu
              id="profile-menu"
              anchorEl={menuAnchor}
              open={Boolean(menuAnchor)}
              onClose={() => setMenuAnchor(null)}
            >
              <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
                {displayName}
              </MenuItem>
              <Divider />
              <MenuItem onClick={logout}>Logout</MenuItem>
            </Menu>
          </>
        )}
      </Toolbar>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        <Box sx={{ width: 250 }} role="presentation">
          <Typography variant="h6" sx={{ p: 2, fontWeight: 700 }}>
            {SITE.name}
          </Typography>
          <Divider />
          <List>
            {LINKS.filter((l) => !('desktopOnly' in l)).map((link) => (
              <ListItem key={link.to} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={link.to}
                  onClick={() => setDrawerOpen(false)}
                >
                  <ListItemText primary={link.label} />
                </ListItemButton>
              </ListItem>
            ))}
            <ListItem disablePadding>
              {signedIn ? (
                <ListItemButton onClick={logout}>
                  <ListItemText primary="Logout" />
                </ListItemButton>
              ) : (
                <ListItemButton
                  component={RouterLink}
                  to="/login"
                  onClick={() => setDrawerOpen(false)}
                >
                  <ListItemText primary="Login" />
                </ListItemButton>
              )}
            </ListItem>
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}
