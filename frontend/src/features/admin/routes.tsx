import { Container, Typography } from '@mui/material';
import type { RouteObject } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/**
 * Admin dashboard routes (issue 6). Loaded lazily by the router only when a /Dashboard/* URL
 * is opened, so neither this module nor the charts reach visitors.
 * Replace the placeholder with RequireAdmin + the dashboard layout and its pages.
 */
function DashboardPlaceholder({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">The dashboard is coming soon.</Typography>
    </Container>
  );
}

export const adminRoutes: RouteObject[] = [
  { path: 'stats', element: <DashboardPlaceholder title="Stats Board" /> },
  { path: 'tutorCollection', element: <DashboardPlaceholder title="Tutor Collection" /> },
  { path: 'studentCollection', element: <DashboardPlaceholder title="Student Collection" /> },
  { path: 'courseCollection', element: <DashboardPlaceholder title="Course Collection" /> },
  { path: 'blogCollection', element: <DashboardPlaceholder title="Blog Collection" /> },
];

export default adminRoutes;
