import { Box, CircularProgress, Typography } from '@mui/material';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../store/store';
import { useT } from '../../i18n';
import { selectAuthStatus } from './authSlice';

export function AuthLoading() {
  const t = useT();
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 10 }}
    >
      <CircularProgress size={24} aria-hidden />
      <Typography>{t('auth.loading')}</Typography>
    </Box>
  );
}

/** Layout route: 'Loading...' while auth resolves, /login for visitors, the page otherwise. */
export default function RequireAuth() {
  const status = useAppSelector(selectAuthStatus);
  const location = useLocation();
  if (status === 'loading') {
    return <AuthLoading />;
  }
  if (status === 'signedOut') {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  return <Outlet />;
}
