import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Chip, Pagination, Skeleton, Stack, Typography } from '@mui/material';
import { MESSAGES } from '@tutorhub/contracts';
import { useState } from 'react';
import { EmptyState, ErrorState } from '../../../components/PageStates';
import { SiteAvatar } from '../../../components/SiteImage';
import { translateMessage, useFormat, useT } from '../../../i18n';
import ReportButton from '../../../components/report/ReportButton';
import ReviewRating from '../../../components/ReviewRating';
import { useConfirm } from '../../../components/ConfirmDialog';
import RowAction from '../../../components/RowAction';
import { runAction } from '../../../lib/runAction';
import { useMe } from '../../../lib/auth/useMe';
import {
  useDeleteTutorReviewMutation,
  useGetTutorReviewsQuery,
} from '../../../store/endpoints/profilesApi';
import type { TutorReview } from '../../../store/hireTypes';

export const TUTOR_REVIEWS_PAGE_SIZE = 5;

/**
 * A tutor's reviews by the students they taught, newest first, five to a page; admins delete,
 * and see which were given before the tuition had run 28 days (only their answer marks them).
 */
export default function TutorReviews({ tutorId }: { tutorId: string }) {
  const [page, setPage] = useState(1);
  const t = useT();
  const format = useFormat();
  const isAdmin = useMe().me?.role === 'admin';
  const [deleteReview] = useDeleteTutorReviewMutation();
  const { confirm, dialog } = useConfirm();
  const { data, isLoading, isFetching, isError, refetch } = useGetTutorReviewsQuery({
    tutorId,
    page,
    limit: TUTOR_REVIEWS_PAGE_SIZE,
  });

  if (isLoading) {
    return (
      <Stack spacing={2} role="status" aria-busy="true" aria-label={t('profiles.reviews.loading')}>
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={72} />
      </Stack>
    );
  }
  if (isError && !data) {
    return <ErrorState onRetry={() => void refetch()} />;
  }
  const reviews = data?.items ?? [];
  if (reviews.length === 0) {
    return <EmptyState title={t('profiles.reviews.empty')} />;
  }
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / TUTOR_REVIEWS_PAGE_SIZE));
  const onDelete = async (review: TutorReview) => {
    const ok = await confirm({
      title: t('profiles.reviews.delete.title'),
      message: t('profiles.reviews.delete.text', { name: review.student.name }),
      confirmLabel: t('profiles.reviews.delete.confirm'),
      destructive: true,
    });
    if (ok) {
      await runAction(deleteReview({ tutorId, reviewId: review._id }).unwrap(), {
        done: (r) => r.deletedCount > 0,
        success: translateMessage(MESSAGES.reviewDeleted),
      });
    }
  };
  return (
    <>
      <Stack
        component="ul"
        spacing={2}
        aria-busy={isFetching}
        sx={{ listStyle: 'none', p: 0, m: 0, opacity: isFetching ? 0.6 : 1 }}
      >
        {reviews.map((review) => (
          <Box
            component="li"
            key={review._id}
            sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1 }}>
              <SiteAvatar src={review.student.image} alt="" size={36}>
                {review.student.name.charAt(0).toUpperCase()}
              </SiteAvatar>
              <Box sx={{ flexGrow: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{review.student.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {format.date(review.createdAt)}
                </Typography>
              </Box>
              {isAdmin && (
                <RowAction
                  title={t('profiles.reviews.delete.tooltip')}
                  label={t('profiles.reviews.delete.label', { name: review.student.name })}
                  icon={<DeleteIcon />}
                  color="error"
                  onClick={() => void onDelete(review)}
                />
              )}
            </Box>
            {review.flagged && (
              <Chip
                size="small"
                color="warning"
                label={t('profiles.reviews.flagged')}
                sx={{ mb: 1 }}
              />
            )}
            <ReviewRating value={review.rating} />
            <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
              {review.message}
            </Typography>
            <ReportButton
              target={{ targetType: 'tutor-review', targetId: review._id }}
              name={review.student.name}
            />
          </Box>
        ))}
      </Stack>
      {pageCount > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination
            count={pageCount}
            page={page}
            onChange={(_e, p) => setPage(p)}
            color="primary"
            aria-label={t('profiles.reviews.pages')}
          />
        </Box>
      )}
      {dialog}
    </>
  );
}
