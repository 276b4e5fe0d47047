import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import BlogSection from '../../blogs/components/BlogSection';
import ReviewForm from '../../reviews/components/ReviewForm';
import ReviewList from '../../reviews/components/ReviewList';
import Faq from '../components/Faq';
import Hero from '../components/Hero';

export default function HomePage() {
  useDocumentTitle();
  return (
    <Stack spacing={{ xs: 6, md: 8 }}>
      <Hero />
      <Box component="section" aria-labelledby="reviews-title">
        <Typography id="reviews-title" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          What our users say
        </Typography>
        <ReviewList />
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button component={RouterLink} to="/tutorFinds" variant="contained" size="large">
            Hire Tutor
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
          Share your experience
        </Typography>
        <ReviewForm />
      </Box>
    </Stack>
  );
}
