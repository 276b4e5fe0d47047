import BlockIcon from '@mui/icons-material/Block';
import { Box, Button, Typography } from '@mui/material';
import { MESSAGES } from '@tutorhub/contracts';
import { Link as RouterLink, Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../store/store';
import { ErrorState } from '../../components/PageStates';
import { translateMessage, useT } from '../../i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AuthLoading } from '../../lib/auth/RequireAuth';
import { selectAuthStatus } from '../../lib/auth/authSlice';
import { useMe } from '../../lib/auth/useMe';

export function NotAllowedPage() {
  const t = useT();
  useDocumentTitle(t('admin.notAllowed.title'));
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <BlockIcon color="error" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, my: 2 }}>
        {t('admin.notAllowed.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{translateMessage(MESSAGES.notAllowed)}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('admin.notAllowed.home')}
      </Button>
    </Box>
  );
}

/**
 * Layout route of the dashboard (UX only — the server refuses admin calls to non-admins).
 * Nothing of the dashboard renders until GET /api/me says 'admin': visitors go to /login,
 * signed-in non-admins get the not-allowed page.
 */
export default function RequireAdmin() {
  const status = useAppSelector(selectAuthStatus);
  const location = useLocation();
  const { me, isError, isFetching, refetch } = useMe();

  if (status === 'loading') {
    return <AuthLoading />;
  }
  if (status === 'signedOut') {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  if (!me) {
    return isError && !isFetching ? <ErrorState onRetry={() => void refetch()} /> : <AuthLoading />;
  }
  if (me.role !== 'admin') {
    return <NotAllowedPage />;
  }
  return <Outlet />;
}
