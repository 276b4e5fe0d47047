import FlagIcon from '@mui/icons-material/Flag';
import GroupsIcon from '@mui/icons-material/Groups';
import ArticleIcon from '@mui/icons-material/Article';
import BarChartIcon from '@mui/icons-material/BarChart';
import EmailIcon from '@mui/icons-material/Email';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import InboxIcon from '@mui/icons-material/Inbox';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import WorkIcon from '@mui/icons-material/Work';
import MenuIcon from '@mui/icons-material/Menu';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SchoolIcon from '@mui/icons-material/School';
import SmsIcon from '@mui/icons-material/Sms';
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
import { useT, type MessageKey } from '../../i18n';

interface SideLink {
  to: string;
  label: MessageKey;
  icon: ReactNode;
  end?: boolean;
}

/**
 * The dashboard's sections: the collections, Reviews, Hires, Jobs, Reports, Verification, Stats, the
 * Inbox, Email and the Audit log.
 */
export const DASHBOARD_LINKS: readonly SideLink[] = [
  { to: '/Dashboard/tutorCollection', label: 'admin.nav.tutors', icon: <SchoolIcon /> },
  {
    to: '/Dashboard/studentCollection',
    label: 'admin.nav.students',
    icon: <GroupsIcon />,
  },
  { to: '/Dashboard/courseCollection', label: 'admin.nav.courses', icon: <MenuBookIcon /> },
  { to: '/Dashboard/blogCollection', label: 'admin.nav.blogs', icon: <ArticleIcon /> },
  { to: '/Dashboard/reviewCollection', label: 'admin.nav.reviews', icon: <RateReviewIcon /> },
  { to: '/Dashboard/hires', label: 'admin.nav.hires', icon: <HandshakeIcon /> },
  { to: '/Dashboard/jobs', label: 'admin.nav.jobs', icon: <WorkIcon /> },
  { to: '/Dashboard/reports', label: 'admin.nav.reports', icon: <FlagIcon /> },
  {
    to: '/Dashboard/verification',
    label: 'admin.nav.verification',
    icon: <VerifiedUserIcon />,
  },
  { to: '/Dashboard/stats', label: 'admin.nav.stats', icon: <BarChartIcon /> },
  { to: '/Dashboard/inbox', label: 'admin.nav.inbox', icon: <InboxIcon /> },
  { to: '/Dashboard/email', label: 'admin.nav.email', icon: <EmailIcon /> },
  { to: '/Dashboard/sms', label: 'admin.nav.sms', icon: <SmsIcon /> },
  { to: '/Dashboard/audit', label: 'admin.nav.audit', icon: <HistoryIcon /> },
];

const SIDEBAR_WIDTH = 240;

function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  return (
    <Box component="nav" aria-label={t('admin.dashboard')}>
      <Typography variant="h6" component="p" sx={{ px: 2, py: 1.5, fontWeight: 700 }}>
        {t('admin.dashboard')}
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
              <ListItemText primary={t(link.label)} />
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
            <ListItemText primary={t('common.nav.home')} />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}

/** Sidebar 'Dashboard' on the left, the page on the right; a drawer below md. */
export default function DashboardLayout() {
  const t = useT();
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
          {t('admin.dashboardMenu')}
        </Button>
        <Outlet />
      </Box>
    </Box>
  );
}
