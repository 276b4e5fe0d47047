import { Stack, Typography } from '@mui/material';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import ReviewForm from '../components/ReviewForm';
import ReviewList from '../components/ReviewList';

export default function TutorReviewPage() {
  useDocumentTitle('Reviews');
  return (
    <Stack spacing={4}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Reviews
      </Typography>
      <ReviewForm />
      <ReviewList limit={12} />
    </Stack>
  );
}
