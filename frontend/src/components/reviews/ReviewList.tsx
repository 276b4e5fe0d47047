import { Box, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useDeferredValue } from 'react';
import { EmptyState, ErrorState, SkeletonGrid } from '../PageStates';
import { SiteAvatar } from '../SiteImage';
import { useFormat, useT } from '../../i18n';
import ReportButton from '../report/ReportButton';
import { useGetReviewsQuery } from '../../store/endpoints/reviewsApi';
import ReviewRating from '../ReviewRating';

/** The call for the newest `limit` reviews (Home shows 6). */
export const reviewListQuery = (limit = 6) => ({ page: 1, limit });

/** Newest reviews as a grid, each with its own (read-only) star rating. */
export default function ReviewList({ limit }: { limit?: number }) {
  const t = useT();
  const format = useFormat();
  // Deferred: the cards render in the background, in slices the browser can interrupt, rather
  // than in one long task on a phone when the answer arrives (Home's first seconds).
  const { data, isLoading, isError, refetch } = useDeferredValue(
    useGetReviewsQuery(reviewListQuery(limit)),
  );

  if (isLoading) {
    return (
      <SkeletonGrid
        count={3}
        spacing={2}
        label={t('reviews.list.loading')}
        placeholder={<Skeleton variant="rounded" height={160} />}
      />
    );
  }
  if (isError) {
    return <ErrorState onRetry={() => void refetch()} />;
  }
  const reviews = data?.items ?? [];
  if (reviews.length === 0) {
    return <EmptyState title={t('reviews.list.empty')} />;
  }
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {reviews.map((review) => (
        <Grid key={review._id} size={{ xs: 12, md: 6, lg: 4 }} component="li">
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1 }}>
                <SiteAvatar src={review.image} alt="" size={40}>
                  {review.name.charAt(0).toUpperCase()}
                </SiteAvatar>
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{review.name}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {format.dateTime(review.createdAt)}
                  </Typography>
                </Box>
              </Box>
              <ReviewRating value={review.rating} />
              <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
                {review.message}
              </Typography>
              <ReportButton
                target={{ targetType: 'review', targetId: review._id }}
                name={review.name}
              />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
