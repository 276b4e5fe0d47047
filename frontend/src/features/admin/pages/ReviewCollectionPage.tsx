import DeleteIcon from '@mui/icons-material/Delete';
import { Link, Typography } from '@mui/material';
import { MESSAGES } from '@tutorhub/contracts';
import type { Review } from '../../../store/apiTypes';
import { useMemo } from 'react';
import { translateMessage, useSiteStamp, useT } from '../../../i18n';
import ReviewRating from '../../../components/ReviewRating';
import { useGetReviewsQuery } from '../../../store/endpoints/reviewsApi';
import { useDeleteReviewMutation } from '../adminApi';
import CollectionPage from '../../../components/collection/CollectionPage';
import type { Column } from '../../../components/collection/CollectionTable';
import { useConfirm } from '../../../components/ConfirmDialog';
import RowAction from '../../../components/RowAction';
import { useListParams } from '../../../components/collection/useListParams';

/**
 * Review moderation: the public reviews (with their authors' emails, sent to admins only) and a
 * delete; the same cache as the public review list, so a deleted review leaves it at once.
 */
export default function ReviewCollectionPage() {
  const t = useT();
  const stamp = useSiteStamp();
  const list = useListParams();
  const query = useGetReviewsQuery({ page: list.page, limit: list.limit });
  const [remove, removeState] = useDeleteReviewMutation();
  const { confirmDelete, dialog } = useConfirm();

  const columns = useMemo<Column<Review>[]>(() => {
    const onDelete = (review: Review) =>
      confirmDelete(
        {
          title: t('admin.reviews.delete.title', { name: review.name }),
          message: t('admin.reviews.delete.message'),
        },
        () => remove(review._id).unwrap(),
        translateMessage(MESSAGES.reviewDeleted),
      );
    return [
      { id: 'name', header: t('admin.reviews.author'), cell: (r) => r.name },
      {
        id: 'email',
        header: t('admin.email'),
        cell: (r) => (r.email ? <Link href={`mailto:${r.email}`}>{r.email}</Link> : null),
      },
      {
        id: 'rating',
        header: t('admin.reviews.rating'),
        cell: (r) => <ReviewRating value={r.rating} />,
      },
      {
        id: 'message',
        header: t('admin.reviews.review'),
        cell: (r) => (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', minWidth: 200, maxWidth: 420 }}>
            {r.message}
          </Typography>
        ),
      },
      {
        id: 'date',
        header: t('admin.date'),
        cell: (r) => (
          <time dateTime={r.createdAt}>
            {stamp(r.createdAt, `${r.date} ${r.time}`, 'dateTime')}
          </time>
        ),
      },
      {
        id: 'action',
        header: t('admin.action'),
        align: 'center',
        cell: (r) => (
          <RowAction
            title={t('admin.delete')}
            label={t('admin.reviews.delete.label', { name: r.name })}
            icon={<DeleteIcon />}
            color="error"
            onClick={() => void onDelete(r)}
          />
        ),
      },
    ];
  }, [confirmDelete, remove, stamp, t]);

  return (
    <CollectionPage
      title={t('admin.nav.reviews')}
      countLabel={(count) => t('admin.reviews.count', { count })}
      columns={columns}
      query={query}
      list={list}
      busyId={removeState.isLoading ? removeState.originalArgs : undefined}
      emptyTitle={t('admin.reviews.empty')}
    >
      {dialog}
    </CollectionPage>
  );
}
