import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { IMAGE_SIZES } from '@tutorhub/contracts';
import type { Course } from '../../../store/apiTypes';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import CardList from '../../../components/CardList';
import SiteImage, { CARD_THIRDS_SIZES } from '../../../components/SiteImage';
import { useT } from '../../../i18n';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useGetCoursesQuery } from '../../../store/endpoints/coursesApi';

const PAGE_SIZE = 12;
const { width, height } = IMAGE_SIZES.courseCard;

function Field({ label, value }: { label: string; value: string | number }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  );
}

function CourseCard({ course, first }: { course: Course; first: boolean }) {
  const t = useT();
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <SiteImage
        src={course.image}
        alt=""
        width={width}
        height={height}
        sizes={CARD_THIRDS_SIZES}
        priority={first}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {course.courseName}
        </Typography>
        <Stack spacing={0.5}>
          <Field label={t('courses.field.duration')} value={course.duration} />
          <Field
            label={t('courses.field.amount')}
            value={t('courses.amount', { amount: course.amount })}
          />
          <Field label={t('courses.field.prerequisites')} value={course.prerequisites} />
          <Field label={t('courses.field.targetAudience')} value={course.targetAudience} />
        </Stack>
      </CardContent>
      <CardActions>
        <Button
          component={RouterLink}
          to={`/getCourse/${course._id}`}
          aria-label={t('courses.card.detailsOf', { course: course.courseName })}
        >
          {t('courses.card.details')}
        </Button>
      </CardActions>
    </Card>
  );
}

export default function CourseListPage() {
  const t = useT();
  useDocumentTitle(t('courses.list.title'));
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, refetch } = useGetCoursesQuery({
    page,
    limit: PAGE_SIZE,
  });
  const courses = data?.items ?? [];
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
          mb: 3,
        }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('courses.list.title')}
        </Typography>
        <Button component={RouterLink} to="/coursePost" variant="contained" startIcon={<AddIcon />}>
          {t('courses.post.title')}
        </Button>
      </Box>
      <CardList
        items={courses}
        isLoading={isLoading}
        isError={isError}
        isFetching={isFetching}
        onRetry={() => void refetch()}
        emptyTitle={t('courses.list.empty')}
        emptyContent={<Typography>{t('courses.list.emptyText')}</Typography>}
        renderCard={(course, first) => <CourseCard course={course} first={first} />}
        pageCount={pageCount}
        page={page}
        onPageChange={setPage}
      />
    </Box>
  );
}
