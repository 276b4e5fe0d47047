import { Stack, Typography } from '@mui/material';
import { useT } from '../../../i18n';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import ReviewForm from '../../../components/reviews/ReviewForm';
import ReviewList from '../../../components/reviews/ReviewList';

export default function TutorReviewPage() {
  const t = useT();
  useDocumentTitle(t('reviews.title'));
  return (
    <Stack spacing={4}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('reviews.title')}
      </Typography>
      <ReviewForm />
      <ReviewList limit={12} />
    </Stack>
  );
}
