import { Rating } from '@mui/material';
import { LIMITS } from '@tutorhub/contracts';

/** A review's own 1–5 rating, read-only, with its value as the accessible name. */
export default function ReviewRating({ value }: { value: number }) {
  return (
    <Rating
      value={value}
      max={LIMITS.ratingMax}
      precision={0.5}
      readOnly
      size="small"
      aria-label={`Rated ${value} out of ${LIMITS.ratingMax}`}
    />
  );
}
