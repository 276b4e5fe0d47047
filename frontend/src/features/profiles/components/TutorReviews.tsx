import DeleteIcon from '@mui/icons-material/Delete';
import { Avatar, Box, Pagination, Skeleton, Stack, Typography } from '@mui/material';
import { MESSAGES } from '@tutorhub/contracts';
import { useState } from 'react';
import { EmptyState, ErrorState } from '../../../components/PageStates';
import ReviewRating from '../../reviews/components/ReviewRating';
import { useConfirm } from '../../admin/components/ConfirmDialog';
import RowAction from '../../admin/components/RowAction';
import { runAction } from '../../admin/runAction';
import { useMe } from '../../auth/useMe';
import { useDeleteTutorReviewMutation, useGetTutorReviewsQuery } from '../profilesApi';
import { formatDate } from '../../hires/format';
import type { TutorReview } from '../../hires/types';

export const TUTOR_REVIEWS_PAGE_SIZE = 5;

/** A tutor's reviews by the students they taught, newest first, five to a page; admins delete. */
export default function TutorReviews({ tutorId }: { tutorId: string }) {
  const [page, setPage] = useState(1);
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
      <Stack spacing={2} aria-busy="true" aria-label="Loading reviews">
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
    return <EmptyState title="No reviews yet." />;
  }
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / TUTOR_REVIEWS_PAGE_SIZE));
  const onDelete = async (review: TutorReview) => {
    const ok = await confirm({
      title: 'Delete this review?',
      message: `The review by ${review.student.name} goes, and the tutor's rating is recomputed.`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (ok) {
      await runAction(deleteReview({ tutorId, reviewId: review._id }).unwrap(), {
        done: (r) => r.deletedCount > 0,
        success: MESSAGES.reviewDeleted,
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
              <Avatar src={review.student.image ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
                {review.student.name.charAt(0).toUpperCase()}
              </Avatar>
              <Box sx={{ flexGrow: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{review.student.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDate(review.createdAt)}
                </Typography>
              </Box>
              {isAdmin && (
                <RowAction
                  title="Delete review"
                  label={`Delete the review by ${review.student.name}`}
                  icon={<DeleteIcon />}
                  color="error"
                  onClick={() => void onDelete(review)}
                />
              )}
            </Box>
            <ReviewRating value={review.rating} />
            <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
              {review.message}
            </Typography>
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
            aria-label="Review pages"
          />
        </Box>
      )}
      {dialog}
    </>
  );
}
