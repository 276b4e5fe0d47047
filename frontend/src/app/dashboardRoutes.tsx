import AdminHiresPage from '../features/hires/pages/AdminHiresPage';
import AdminJobsPage from '../features/jobs/pages/AdminJobsPage';
import AdminEmailPage from '../features/notifications/pages/AdminEmailPage';
import AdminSmsPage from '../features/notifications/pages/AdminSmsPage';
import VerificationQueuePage from '../features/verification/pages/VerificationQueuePage';
import VerificationReviewPage from '../features/verification/pages/VerificationReviewPage';
import { adminRoutes } from '../features/admin/routes';

/**
 * The Dashboard's routes: the admin area's pages, and the hires, jobs, email, SMS and tutors'
 * verification requests admins oversee. The router patches
 * them under /Dashboard on the first /Dashboard/* visit, so this module (and the chart chunk it
 * lazy-loads) never reaches visitors.
 */
export const dashboardRoutes = adminRoutes([
  { path: 'hires', element: <AdminHiresPage /> },
  { path: 'jobs', element: <AdminJobsPage /> },
  { path: 'email', element: <AdminEmailPage /> },
  { path: 'sms', element: <AdminSmsPage /> },
  { path: 'verification', element: <VerificationQueuePage /> },
  { path: 'verification/:id', element: <VerificationReviewPage /> },
]);
