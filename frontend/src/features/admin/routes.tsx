import { Navigate, type RouteObject } from 'react-router-dom';
import DashboardLayout from './DashboardLayout';
import AuditLogPage from './pages/AuditLogPage';
import BlogCollectionPage from './pages/BlogCollectionPage';
import CourseCollectionPage from './pages/CourseCollectionPage';
import InboxPage from './pages/InboxPage';
import PeopleCollectionPage from './pages/PeopleCollectionPage';
import ReportQueuePage from './pages/ReportQueuePage';
import ReviewCollectionPage from './pages/ReviewCollectionPage';
import StatsPage from './pages/StatsPage';
import RequireAdmin from './RequireAdmin';

/**
 * Admin dashboard routes, with `otherPages` (other features' admin pages, handed in by
 * app/dashboardRoutes.tsx) beside the admin area's own. RequireAdmin guards everything; nothing
 * below renders before GET /api/me says 'admin'.
 */
export const adminRoutes = (otherPages: RouteObject[]): RouteObject[] => [
  {
    element: <RequireAdmin />,
    children: [
      {
        element: <DashboardLayout />,
        children: [
          { index: true, element: <Navigate to="stats" replace /> },
          { path: 'stats', element: <StatsPage /> },
          {
            path: 'tutorCollection',
            element: <PeopleCollectionPage key="tutor" kind="tutor" />,
          },
          {
            path: 'studentCollection',
            element: <PeopleCollectionPage key="student" kind="student" />,
          },
          { path: 'courseCollection', element: <CourseCollectionPage /> },
          { path: 'blogCollection', element: <BlogCollectionPage /> },
          { path: 'reviewCollection', element: <ReviewCollectionPage /> },
          { path: 'inbox', element: <InboxPage /> },
          { path: 'audit', element: <AuditLogPage /> },
          { path: 'reports', element: <ReportQueuePage /> },
          ...otherPages,
        ],
      },
    ],
  },
];
