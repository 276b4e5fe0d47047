import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  CardMedia,
  Grid,
  Typography,
} from '@mui/material';
import { LIMITS } from '@tutorhub/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CardGridSkeleton, EmptyState, ErrorState } from '../../../components/PageStates';
import { useGetBlogsQuery } from '../blogsApi';

const FETCH_LIMIT = 24;

/** Home's blog section: 2 posts, See More / Show Less toggles to all fetched. */
export default function BlogSection() {
  const [expanded, setExpanded] = useState(false);
  const { data, isLoading, isError, refetch } = useGetBlogsQuery({ page: 1, limit: FETCH_LIMIT });
  const blogs = data?.items ?? [];
  const shown = expanded ? blogs : blogs.slice(0, LIMITS.homeBlogPreview);

  return (
    <Box component="section" aria-labelledby="blog-title">
      <Typography id="blog-title" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        From our blog
      </Typography>
      {isLoading && <CardGridSkeleton count={LIMITS.homeBlogPreview} />}
      {isError && <ErrorState onRetry={() => void refetch()} />}
      {!isLoading && !isError && blogs.length === 0 && <EmptyState title="No blog posts yet." />}
      <Grid container spacing={3} id="blog-list">
        {shown.map((blog) => (
          <Grid key={blog._id} size={{ xs: 12, md: 6 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={`/getBlogs/${blog._id}`}
                sx={{ height: '100%' }}
              >
                <CardMedia
                  component="img"
                  image={blog.image}
                  alt=""
                  loading="lazy"
                  width={600}
                  height={300}
                  sx={{ aspectRatio: '2 / 1', objectFit: 'cover', height: 'auto' }}
                />
                <CardContent>
                  <Typography variant="h6" component="h3">
                    {blog.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {blog.publishedDate}
                  </Typography>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{
                      mt: 1,
                      display: '-webkit-box',
                      WebkitLineClamp: 3,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {blog.description}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      {blogs.length > LIMITS.homeBlogPreview && (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button
            variant="outlined"
            aria-expanded={expanded}
            aria-controls="blog-list"
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? 'Show Less' : 'See More'}
          </Button>
        </Box>
      )}
    </Box>
  );
}
