import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundContent } from '../components/NotFoundContent';
import { useT } from '../i18n';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export default function ErrorPage() {
  const t = useT();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useDocumentTitle(notFound ? t('common.notFound.pageTitle') : t('common.error.title'));
  if (notFound) {
    return <NotFoundContent />;
  }
  console.error(error);
  return (
    <Container sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('common.error.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('common.error.text')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('common.backHome')}
      </Button>
    </Container>
  );
}
