import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Link } from '@mui/material';
import { MESSAGES } from '@tutorhub/contracts';
import type { Blog } from '../../../app/apiTypes';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch } from '../../../app/store';
import { blogsApi, useGetBlogsQuery } from '../../blogs/blogsApi';
import { useDeleteBlogMutation } from '../adminApi';
import CollectionShell from '../components/CollectionShell';
import CollectionTable, { type Column } from '../components/CollectionTable';
import { useConfirm } from '../components/ConfirmDialog';
import CsvButton from '../components/CsvButton';
import RowAction from '../components/RowAction';
import { runAction } from '../runAction';
import { useListParams } from '../useListParams';

/** Blog Collection: name, email, date and delete; a link to write a post. */
export default function BlogCollectionPage() {
  const dispatch = useAppDispatch();
  const list = useListParams();
  const query = useGetBlogsQuery({ page: list.page, limit: list.limit });
  const [remove, removeState] = useDeleteBlogMutation();
  const { confirm, dialog } = useConfirm();

  const columns = useMemo<Column<Blog>[]>(() => {
    const onDelete = async (blog: Blog) => {
      const ok = await confirm({
        title: `Delete “${blog.name}”?`,
        message: 'The post will be removed from the blog. This cannot be undone.',
        confirmLabel: 'Delete',
        destructive: true,
      });
      if (ok) {
        await runAction(remove(blog._id).unwrap(), {
          done: (r) => r.deletedCount > 0,
          success: MESSAGES.blogDeleted,
        });
      }
    };
    return [
      {
        id: 'name',
        header: 'Blog Name',
        cell: (b) => (
          <Link component={RouterLink} to={`/getBlogs/${b._id}`}>
            {b.name}
          </Link>
        ),
        csv: (b) => b.name,
      },
      {
        id: 'email',
        header: 'Email',
        cell: (b) => <Link href={`mailto:${b.email}`}>{b.email}</Link>,
        csv: (b) => b.email,
      },
      {
        id: 'date',
        header: 'Date',
        cell: (b) => <time dateTime={b.publishedAt}>{b.publishedDate}</time>,
        csv: (b) => `${b.publishedDate} ${b.time}`,
      },
      {
        id: 'action',
        header: 'Action',
        align: 'center',
        cell: (b) => (
          <RowAction
            title="Delete"
            label={`Delete ${b.name}`}
            icon={<DeleteIcon />}
            color="error"
            onClick={() => void onDelete(b)}
          />
        ),
      },
    ];
  }, [confirm, remove]);

  const total = query.data?.total;
  return (
    <CollectionShell
      title="Blog Collection"
      count={total === undefined ? undefined : `Total blogs: ${total}`}
      toolbar={
        <>
          <Button component={RouterLink} to="/postBlog" variant="contained" startIcon={<AddIcon />}>
            Post a blog
          </Button>
          <CsvButton
            name="blogs"
            columns={columns}
            fetchPage={(page, limit) =>
              dispatch(
                blogsApi.endpoints.getBlogs.initiate(
                  { page, limit },
                  { subscribe: false, forceRefetch: true },
                ),
              ).unwrap()
            }
            disabled={!total}
          />
        </>
      }
    >
      <CollectionTable
        label="Blog Collection"
        columns={columns}
        query={query}
        list={list}
        busyId={removeState.isLoading ? removeState.originalArgs : undefined}
        emptyTitle="No blog posts yet."
      />
      {dialog}
    </CollectionShell>
  );
}
