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

/**
 * `count` copies of `placeholder` in the card grid's columns, announced as loading (named
 * `label`, by default the common "Loading").
 */
export function SkeletonGrid({
  count,
  placeholder,
  label,
  spacing = 3,
}: {
  count: number;
  placeholder: ReactNode;
  label?: string;
  spacing?: number;
}) {
  const t = useT();
  return (
    <Grid
      container
      spacing={spacing}
      role="status"
      aria-busy="true"
      aria-label={label ?? t('common.states.loading')}
    >
      {Array.from({ length: count }, (_, i) => (
        <Grid key={i} size={{ xs: 12, md: 6, lg: 4 }}>
          {placeholder}
        </Grid>
      ))}
    </Grid>
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
  return (
    <SkeletonGrid
      count={count}
      placeholder={
        <Card>
          <Skeleton variant="rectangular" height={mediaHeight} />
          <CardContent>
            <Skeleton width="60%" />
            <Skeleton />
            <Skeleton width="80%" />
          </CardContent>
        </Card>
      }
    />
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
