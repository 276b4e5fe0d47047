import { LIMITS } from '@tutorhub/contracts';
import StarRating from './StarRating';
import { useT } from '../i18n';

/** A review's own 1–5 rating, read-only, with its value as the accessible name. */
export default function ReviewRating({ value }: { value: number }) {
  const t = useT();
  return (
    <StarRating
      value={value}
      max={LIMITS.ratingMax}
      label={t('reviews.rating.label', { value, max: LIMITS.ratingMax })}
    />
  );
}
