import GroupsIcon from '@mui/icons-material/Groups';
import ArticleIcon from '@mui/icons-material/Article';
import BarChartIcon from '@mui/icons-material/BarChart';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import InboxIcon from '@mui/icons-material/Inbox';
import MenuIcon from '@mui/icons-material/Menu';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SchoolIcon from '@mui/icons-material/School';
import {
  Box,
  Button,
  Divider,
  Drawer,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router-dom';

interface SideLink {
  to: string;
  label: string;
  icon: ReactNode;
  end?: boolean;
}

/** The dashboard's sections: the collections, Reviews, Hires, Stats, the Inbox and the Audit log. */
export const DASHBOARD_LINKS: readonly SideLink[] = [
  { to: '/Dashboard/tutorCollection', label: 'Tutor Collection', icon: <SchoolIcon /> },
  {
    to: '/Dashboard/studentCollection',
    label: 'Student Collection',
    icon: <GroupsIcon />,
  },
  { to: '/Dashboard/courseCollection', label: 'Course Collection', icon: <MenuBookIcon /> },
  { to: '/Dashboard/blogCollection', label: 'Blog Collection', icon: <ArticleIcon /> },
  { to: '/Dashboard/reviewCollection', label: 'Review Collection', icon: <RateReviewIcon /> },
  { to: '/Dashboard/hires', label: 'Hires', icon: <HandshakeIcon /> },
  { to: '/Dashboard/stats', label: 'Stats', icon: <BarChartIcon /> },
  { to: '/Dashboard/inbox', label: 'Inbox', icon: <InboxIcon /> },
  { to: '/Dashboard/audit', label: 'Audit log', icon: <HistoryIcon /> },
];

const SIDEBAR_WIDTH = 240;

function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Box component="nav" aria-label="Dashboard">
      <Typography variant="h6" component="p" sx={{ px: 2, py: 1.5, fontWeight: 700 }}>
        Dashboard
      </Typography>
      <Divider />
      <List>
        {DASHBOARD_LINKS.map((link) => (
          <ListItem key={link.to} disablePadding>
            <ListItemButton
              component={NavLink}
              to={link.to}
              onClick={onNavigate}
              sx={{
                '&.active': {
                  bgcolor: 'action.selected',
                  color: 'primary.main',
                  fontWeight: 700,
                  '& .MuiListItemIcon-root': { color: 'primary.main' },
                },
              }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>{link.icon}</ListItemIcon>
              <ListItemText primary={link.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Divider />
      <List>
        <ListItem disablePadding>
          <ListItemButton component={NavLink} to="/" end onClick={onNavigate}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <HomeIcon />
            </ListItemIcon>
            <ListItemText primary="Home" />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}

/** Sidebar 'Dashboard' on the left, the page on the right; a drawer below md. */
export default function DashboardLayout() {
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
      <Paper
        variant="outlined"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: SIDEBAR_WIDTH,
          flexShrink: 0,
          position: 'sticky',
          top: 88,
        }}
      >
        <SidebarNav />
      </Paper>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: { md: 'none' } }}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
      >
        <SidebarNav onNavigate={() => setOpen(false)} />
      </Drawer>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Button
          variant="outlined"
          startIcon={<MenuIcon />}
          onClick={() => setOpen(true)}
          aria-haspopup="true"
          aria-expanded={open}
          sx={{ display: { md: 'none' }, mb: 2 }}
        >
          Dashboard menu
        </Button>
        <Outlet />
      </Box>
    </Box>
  );
}
