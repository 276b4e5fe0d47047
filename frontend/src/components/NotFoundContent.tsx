import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n';

/** The not-found message with a way home: the router's 404 and a page whose record is gone. */
export function NotFoundContent({ title }: { title?: string }) {
  const t = useT();
  return (
    <Container sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title ?? t('common.notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('common.notFound.text')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('common.backHome')}
      </Button>
    </Container>
  );
}
