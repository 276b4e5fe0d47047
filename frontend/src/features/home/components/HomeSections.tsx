import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../i18n';
import BlogSection from '../../blogs/components/BlogSection';
import ReviewForm from '../../reviews/components/ReviewForm';
import ReviewList from '../../reviews/components/ReviewList';
import Faq from './Faq';

/** Home below the hero: reviews, FAQ, blog posts and the review form (loaded after first paint). */
export default function HomeSections() {
  const t = useT();
  return (
    <>
      <Box component="section" aria-labelledby="reviews-title">
        <Typography id="reviews-title" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {t('home.reviews.title')}
        </Typography>
        <ReviewList />
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button component={RouterLink} to="/tutorFinds" variant="contained" size="large">
            {t('home.reviews.hireTutor')}
          </Button>
        </Box>
      </Box>
      <Faq />
      <BlogSection />
      <Box component="section" aria-labelledby="write-review-title">
        <Typography
          id="write-review-title"
          variant="h4"
          component="h2"
          sx={{ fontWeight: 700, mb: 2 }}
        >
          {t('home.writeReview.title')}
        </Typography>
        <ReviewForm />
      </Box>
    </>
  );
}
