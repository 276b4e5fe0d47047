import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import PageSection from '../../../components/PageSection';
import { useT } from '../../../i18n';
import ReviewForm from '../../../components/reviews/ReviewForm';
import ReviewList from '../../../components/reviews/ReviewList';
import BlogSection from './BlogSection';
import Faq from './Faq';

/** Home below the hero: reviews, FAQ, blog posts and the review form (loaded after first paint). */
export default function HomeSections() {
  const t = useT();
  return (
    <>
      <PageSection titleId="reviews-title" title={t('home.reviews.title')}>
        <ReviewList />
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button component={RouterLink} to="/tutorFinds" variant="contained" size="large">
            {t('home.reviews.hireTutor')}
          </Button>
        </Box>
      </PageSection>
      <Faq />
      <BlogSection />
      <PageSection titleId="write-review-title" title={t('home.writeReview.title')}>
        <ReviewForm />
      </PageSection>
    </>
  );
}
