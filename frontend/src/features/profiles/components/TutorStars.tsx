import { Box, Rating, Typography } from '@mui/material';
import { LIMITS } from '@tutorhub/contracts';
import type { TutorRating } from '../../../app/apiTypes';

/** A tutor's average stars with the number of ratings, or 'No ratings yet'. */
export default function TutorStars({ rating }: { rating: TutorRating }) {
  if (rating.count === 0 || rating.average === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        No ratings yet
      </Typography>
    );
  }
  const label = `Rated ${rating.average} out of ${LIMITS.ratingMax} by ${rating.count} ${
    rating.count === 1 ? 'student' : 'students'
  }`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} role="img" aria-label={label}>
      <Rating
        value={rating.average}
        max={LIMITS.ratingMax}
        precision={0.1}
        readOnly
        size="small"
        aria-hidden
      />
      <Typography variant="body2" aria-hidden>
        {rating.average.toFixed(1)} ({rating.count})
      </Typography>
    </Box>
  );
}
