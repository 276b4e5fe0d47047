import { Alert, Box, Button, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { MESSAGES } from '@tutorhub/contracts';
import { translateMessage, useT } from '../i18n';

/** An error with an optional Retry; `message` may be a contracts or API text (it is translated). */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <Alert
      severity="error"
      sx={{ my: 3 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.states.retry')}
          </Button>
        ) : undefined
      }
    >
      {translateMessage(message ?? MESSAGES.loadFailed)}
    </Alert>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Placeholder cards while a grid loads. */
export function CardGridSkeleton({
  count = 6,
  mediaHeight = 180,
}: {
  count?: number;
  mediaHeight?: number;
}) {
  const t = useT();
  return (
    <Grid
      container
      spacing={3}
      role="status"
      aria-busy="true"
      aria-label={t('common.states.loading')}
    >
      {Array.from({ length: count }, (_, i) => (
        <Grid key={i} size={{ xs: 12, md: 6, lg: 4 }}>
          <Card>
            <Skeleton variant="rectangular" height={mediaHeight} />
            <CardContent>
              <Skeleton width="60%" />
              <Skeleton />
              <Skeleton width="80%" />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

export function DetailSkeleton() {
  const t = useT();
  return (
    <Box role="status" aria-busy="true" aria-label={t('common.states.loading')}>
      <Skeleton variant="rectangular" height={300} />
      <Skeleton width="50%" height={48} />
      <Skeleton />
      <Skeleton />
    </Box>
  );
}
