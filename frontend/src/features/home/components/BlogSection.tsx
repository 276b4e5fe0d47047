import { Box, Button, Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { LIMITS } from '@tutorhub/contracts';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import PageSection from '../../../components/PageSection';
import { CardGridSkeleton, EmptyState, ErrorState } from '../../../components/PageStates';
import SiteImage, { CARD_HALVES_SIZES } from '../../../components/SiteImage';
import { useT } from '../../../i18n';
import { useGetBlogsQuery } from '../../../store/endpoints/blogsApi';
import { usePublished } from '../../../lib/usePublished';

/** The posts Home fetches: two show, See More shows the rest. */
export const BLOG_SECTION_QUERY = { page: 1, limit: 24 };

/** Home's blog section: 2 posts, See More / Show Less toggles to all fetched. */
export default function BlogSection() {
  const t = useT();
  const published = usePublished();
  const [expanded, setExpanded] = useState(false);
  // Deferred like Home's reviews: the posts render in interruptible background work.
  const { data, isLoading, isError, refetch } = useDeferredValue(
    useGetBlogsQuery(BLOG_SECTION_QUERY),
  );
  const blogs = data?.items ?? [];
  const shown = expanded ? blogs : blogs.slice(0, LIMITS.homeBlogPreview);

  return (
    <PageSection titleId="blog-title" title={t('blogs.section.title')}>
      {isLoading && <CardGridSkeleton count={LIMITS.homeBlogPreview} />}
      {isError && <ErrorState onRetry={() => void refetch()} />}
      {!isLoading && !isError && blogs.length === 0 && (
        <EmptyState title={t('blogs.section.empty')} />
      )}
      <Grid container spacing={3} id="blog-list">
        {shown.map((blog) => (
          <Grid key={blog._id} size={{ xs: 12, md: 6 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={`/getBlogs/${blog._id}`}
                sx={{ height: '100%' }}
              >
                <SiteImage
                  src={blog.image}
                  alt=""
                  width={600}
                  height={300}
                  sizes={CARD_HALVES_SIZES}
                />
                <CardContent>
                  <Typography variant="h6" component="h3">
                    {blog.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {published(blog).date}
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
            {expanded ? t('blogs.section.showLess') : t('blogs.section.seeMore')}
          </Button>
        </Box>
      )}
    </PageSection>
  );
}
