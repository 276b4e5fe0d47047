import { Link, Paper, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../store/store';
import { useT } from '../../i18n';
import { selectAuthStatus } from '../../lib/auth/authSlice';

// The form (react-hook-form, text fields) loads only for a signed-in user.
const WriteReviewForm = lazy(() => import('./WriteReviewForm'));

/** The review form for signed-in users; visitors get a link to log in. */
export default function ReviewForm() {
  const t = useT();
  const status = useAppSelector(selectAuthStatus);
  const location = useLocation();

  if (status !== 'signedIn') {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        {status === 'loading' ? (
          <Typography color="text.secondary">{t('reviews.form.loading')}</Typography>
        ) : (
          <Link component={RouterLink} to="/login" state={{ from: location }}>
            {t('reviews.form.logIn')}
          </Link>
        )}
      </Paper>
    );
  }

  return (
    <Suspense fallback={null}>
      <WriteReviewForm />
    </Suspense>
  );
}
