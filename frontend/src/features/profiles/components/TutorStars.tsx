import { Box, Typography } from '@mui/material';
import { LIMITS } from '@tutorhub/contracts';
import type { TutorRating } from '../../../store/apiTypes';
import StarRating from '../../../components/StarRating';
import { useT } from '../../../i18n';

/** A tutor's average stars with the number of ratings, or 'No ratings yet'. */
export default function TutorStars({ rating }: { rating: TutorRating }) {
  const t = useT();
  if (rating.count === 0 || rating.average === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('profiles.stars.none')}
      </Typography>
    );
  }
  const label = t('profiles.stars.label', {
    average: rating.average,
    max: LIMITS.ratingMax,
    count: rating.count,
  });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <StarRating value={rating.average} max={LIMITS.ratingMax} label={label} />
      <Typography variant="body2" aria-hidden>
        {t('profiles.stars.summary', {
          average: Math.round(rating.average * 10) / 10,
          count: rating.count,
        })}
      </Typography>
    </Box>
  );
}
