import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  Grid,
  Link,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { IMAGE_SIZES, NOT_FOUND } from '@tutorhub/contracts';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { NotFoundContent } from '../../../components/NotFoundContent';
import { DetailSkeleton, ErrorState } from '../../../components/PageStates';
import SiteImage from '../../../components/SiteImage';
import { translateMessage, useT } from '../../../i18n';
import { errorStatus } from '../../../lib/apiError';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useGetCourseQuery } from '../../../store/endpoints/coursesApi';

const { width, height } = IMAGE_SIZES.courseDetail;

/** One term of the course's description list: a grid cell holding its dt and dd directly. */
function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="overline" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Grid>
  );
}

export default function CourseDetailPage() {
  const t = useT();
  const { id = '' } = useParams();
  const { data: course, error, isLoading, refetch } = useGetCourseQuery(id);
  const [enrollOpen, setEnrollOpen] = useState(false);
  const status = errorStatus(error);
  useDocumentTitle(
    course?.courseName ??
      (status === 404 || status === 400
        ? t('common.notFound.pageTitle')
        : t('courses.detail.pageTitle')),
  );

  if (isLoading) {
    return <DetailSkeleton />;
  }
  if (status === 404 || status === 400) {
    return <NotFoundContent title={translateMessage(NOT_FOUND.course)} />;
  }
  if (error || !course) {
    return <ErrorState onRetry={() => void refetch()} />;
  }

  return (
    <Paper component="article" sx={{ p: { xs: 2, md: 4 }, maxWidth: 900, mx: 'auto' }}>
      <SiteImage
        src={course.image}
        alt=""
        width={width}
        height={height}
        priority
        sx={{ maxWidth: width, borderRadius: 2, mx: 'auto' }}
      />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mt: 3 }}>
        {course.courseName}
      </Typography>
      <Grid container spacing={2} component="dl" sx={{ mt: 1 }}>
        <Detail label={t('courses.field.duration')}>{course.duration}</Detail>
        <Detail label={t('courses.field.amount')}>
          {t('courses.amount', { amount: course.amount })}
        </Detail>
        <Detail label={t('courses.field.prerequisites')}>{course.prerequisites}</Detail>
        <Detail label={t('courses.field.targetAudience')}>{course.targetAudience}</Detail>
        <Detail label={t('courses.field.email')}>
          <Link href={`mailto:${course.email}`}>{course.email}</Link>
        </Detail>
        <Detail label={t('courses.field.number')}>
          <Link href={`tel:${course.number}`}>{course.number}</Link>
        </Detail>
      </Grid>
      <Divider sx={{ my: 3 }} />
      <Typography variant="h6" component="h2">
        {t('courses.detail.description')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{course.description}</Typography>
      <Button variant="contained" size="large" sx={{ mt: 3 }} onClick={() => setEnrollOpen(true)}>
        {t('courses.detail.enroll')}
      </Button>
      <Dialog open={enrollOpen} onClose={() => setEnrollOpen(false)} aria-labelledby="enroll-title">
        <DialogTitle id="enroll-title">
          {t('courses.enroll.title', { course: course.courseName })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('courses.enroll.text')}</DialogContentText>
          <Stack spacing={1.5}>
            <Button
              component="a"
              href={`mailto:${course.email}?subject=${encodeURIComponent(t('courses.enroll.mailSubject', { course: course.courseName }))}`}
              startIcon={<EmailIcon />}
              variant="outlined"
            >
              {t('courses.enroll.email', { email: course.email })}
            </Button>
            <Button
              component="a"
              href={`tel:${course.number}`}
              startIcon={<PhoneIcon />}
              variant="outlined"
            >
              {t('courses.enroll.call', { number: course.number })}
            </Button>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEnrollOpen(false)}>{t('courses.enroll.close')}</Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
