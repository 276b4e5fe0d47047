import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardMedia,
  Stack,
  Typography,
} from '@mui/material';
import { IMAGE_SIZES, SITE } from '@tutorhub/contracts';
import type { Course } from '../../../app/apiTypes';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import CardList from '../../../components/CardList';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useGetCoursesQuery } from '../coursesApi';

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

function CourseCard({ course }: { course: Course }) {
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardMedia
        component="img"
        image={course.image}
        alt=""
        loading="lazy"
        width={width}
        height={height}
        sx={{ aspectRatio: `${width} / ${height}`, objectFit: 'cover', height: 'auto' }}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {course.courseName}
        </Typography>
        <Stack spacing={0.5}>
          <Field label="Duration" value={course.duration} />
          <Field label="Amount" value={`${course.amount} ${SITE.currency}`} />
          <Field label="Prerequisites" value={course.prerequisites} />
          <Field label="Target audience" value={course.targetAudience} />
        </Stack>
      </CardContent>
      <CardActions>
        <Button
          component={RouterLink}
          to={`/getCourse/${course._id}`}
          aria-label={`Details of ${course.courseName}`}
        >
          Details
        </Button>
      </CardActions>
    </Card>
  );
}

export default function CourseListPage() {
  useDocumentTitle('Courses');
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
          Courses
        </Typography>
        <Button component={RouterLink} to="/coursePost" variant="contained" startIcon={<AddIcon />}>
          Post a course
        </Button>
      </Box>
      <CardList
        items={courses}
        isLoading={isLoading}
        isError={isError}
        isFetching={isFetching}
        onRetry={() => void refetch()}
        emptyTitle="No courses yet."
        emptyContent={
          <Typography>Post the first one — it appears here once an admin accepts it.</Typography>
        }
        renderCard={(course) => <CourseCard course={course} />}
        pageCount={pageCount}
        page={page}
        onPageChange={setPage}
      />
    </Box>
  );
}
