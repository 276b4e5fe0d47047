import DeleteIcon from '@mui/icons-material/Delete';
import { Link, Typography } from '@mui/material';
import { MESSAGES } from '@tutorhub/contracts';
import type { Review } from '../../../app/apiTypes';
import { useMemo } from 'react';
import ReviewRating from '../../reviews/components/ReviewRating';
import { useGetReviewsQuery } from '../../reviews/reviewsApi';
import { useDeleteReviewMutation } from '../adminApi';
import CollectionShell from '../components/CollectionShell';
import CollectionTable, { type Column } from '../components/CollectionTable';
import { useConfirm } from '../components/ConfirmDialog';
import RowAction from '../components/RowAction';
import { runAction } from '../runAction';
import { useListParams } from '../useListParams';

/**
 * Review moderation: the public reviews (with their authors' emails, sent to admins only) and a
 * delete; the same cache as the public review list, so a deleted review leaves it at once.
 */
export default function ReviewCollectionPage() {
  const list = useListParams();
  const query = useGetReviewsQuery({ page: list.page, limit: list.limit });
  const [remove, removeState] = useDeleteReviewMutation();
  const { confirm, dialog } = useConfirm();

  const columns = useMemo<Column<Review>[]>(() => {
    const onDelete = async (review: Review) => {
      const ok = await confirm({
        title: `Delete the review by ${review.name}?`,
        message: 'The review will be removed from the site. This cannot be undone.',
        confirmLabel: 'Delete',
        destructive: true,
      });
      if (ok) {
        await runAction(remove(review._id).unwrap(), {
          done: (r) => r.deletedCount > 0,
          success: MESSAGES.reviewDeleted,
        });
      }
    };
    return [
      { id: 'name', header: 'Author', cell: (r) => r.name },
      {
        id: 'email',
        header: 'Email',
        cell: (r) => (r.email ? <Link href={`mailto:${r.email}`}>{r.email}</Link> : null),
      },
      {
        id: 'rating',
        header: 'Rating',
        cell: (r) => <ReviewRating value={r.rating} />,
      },
      {
        id: 'message',
        header: 'Review',
        cell: (r) => (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', minWidth: 200, maxWidth: 420 }}>
            {r.message}
          </Typography>
        ),
      },
      {
        id: 'date',
        header: 'Date',
        cell: (r) => <time dateTime={r.createdAt}>{`${r.date} ${r.time}`}</time>,
      },
      {
        id: 'action',
        header: 'Action',
        align: 'center',
        cell: (r) => (
          <RowAction
            title="Delete"
            label={`Delete the review by ${r.name}`}
            icon={<DeleteIcon />}
            color="error"
            onClick={() => void onDelete(r)}
          />
        ),
      },
    ];
  }, [confirm, remove]);

  const total = query.data?.total;
  return (
    <CollectionShell
      title="Review Collection"
      count={total === undefined ? undefined : `Total reviews: ${total}`}
    >
      <CollectionTable
        label="Review Collection"
        columns={columns}
        query={query}
        list={list}
        busyId={removeState.isLoading ? removeState.originalArgs : undefined}
        emptyTitle="No reviews yet."
      />
      {dialog}
    </CollectionShell>
  );
}
