import { Avatar, Box, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { EmptyState, ErrorState } from '../../../components/PageStates';
import { useGetReviewsQuery } from '../reviewsApi';
import ReviewRating from './ReviewRating';

/** Newest reviews as a grid, each with its own (read-only) star rating. */
export default function ReviewList({ limit = 6 }: { limit?: number }) {
  const { data, isLoading, isError, refetch } = useGetReviewsQuery({ page: 1, limit });

  if (isLoading) {
    return (
      <Grid container spacing={2} aria-busy="true" aria-label="Loading reviews">
        {Array.from({ length: 3 }, (_, i) => (
          <Grid key={i} size={{ xs: 12, md: 6, lg: 4 }}>
            <Skeleton variant="rounded" height={160} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (isError) {
    return <ErrorState onRetry={() => void refetch()} />;
  }
  const reviews = data?.items ?? [];
  if (reviews.length === 0) {
    return <EmptyState title="No reviews yet. Be the first to write one!" />;
  }
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {reviews.map((review) => (
        <Grid key={review._id} size={{ xs: 12, md: 6, lg: 4 }} component="li">
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1 }}>
                <Avatar
                  src={review.image ?? undefined}
                  alt=""
                  sx={{ width: 40, height: 40 }}
                  slotProps={{ img: { loading: 'lazy', width: 40, height: 40 } }}
                >
                  {review.name.charAt(0).toUpperCase()}
                </Avatar>
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{review.name}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {review.date} {review.time}
                  </Typography>
                </Box>
              </Box>
              <ReviewRating value={review.rating} />
              <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
                {review.message}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
