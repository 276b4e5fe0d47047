import { Rating } from '@mui/material';
import { LIMITS } from '@tutorhub/contracts';
import { useT } from '../../../i18n';

/** A review's own 1–5 rating, read-only, with its value as the accessible name. */
export default function ReviewRating({ value }: { value: number }) {
  const t = useT();
  return (
    <Rating
      value={value}
      max={LIMITS.ratingMax}
      precision={0.5}
      readOnly
      size="small"
      aria-label={t('reviews.rating.label', { value, max: LIMITS.ratingMax })}
    />
  );
}
