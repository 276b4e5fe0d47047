import { Box, Paper, Typography } from '@mui/material';
import { NOT_FOUND } from '@tutorhub/contracts';
import { useParams } from 'react-router-dom';
import { NotFoundContent } from '../../../components/NotFoundContent';
import { DetailSkeleton, ErrorState } from '../../../components/PageStates';
import SiteImage from '../../../components/SiteImage';
import { translateMessage, useT } from '../../../i18n';
import { errorStatus } from '../../../lib/apiError';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import ReportButton from '../../../components/report/ReportButton';
import { useGetBlogQuery } from '../../../store/endpoints/blogsApi';
import { usePublished } from '../../../lib/usePublished';

export default function BlogDetailPage() {
  const t = useT();
  const published = usePublished();
  const { id = '' } = useParams();
  const { data: blog, error, isLoading, refetch } = useGetBlogQuery(id);
  const status = errorStatus(error);
  const missing = status === 404 || status === 400;
  useDocumentTitle(
    blog?.name ?? (missing ? t('common.notFound.pageTitle') : t('blogs.detail.pageTitle')),
  );

  if (isLoading) {
    return <DetailSkeleton />;
  }
  if (missing) {
    return <NotFoundContent title={translateMessage(NOT_FOUND.blog)} />;
  }
  if (error || !blog) {
    return <ErrorState onRetry={() => void refetch()} />;
  }
  return (
    <Paper component="article" sx={{ p: { xs: 2, md: 4 }, maxWidth: 900, mx: 'auto' }}>
      <SiteImage
        src={blog.image}
        alt=""
        width={800}
        height={400}
        priority
        sx={{ borderRadius: 2 }}
      />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mt: 3 }}>
        {blog.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('blogs.detail.published', published(blog))}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{blog.description}</Typography>
      <Box sx={{ mt: 2 }}>
        <ReportButton target={{ targetType: 'blog', targetId: blog._id }} name={blog.name} />
      </Box>
    </Paper>
  );
}
