import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Link } from '@mui/material';
import { MESSAGES } from '@tutorhub/contracts';
import type { Blog } from '../../../store/apiTypes';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch } from '../../../store/store';
import { translateMessage, useSiteStamp, useT } from '../../../i18n';
import { blogsApi, useGetBlogsQuery } from '../../../store/endpoints/blogsApi';
import { useDeleteBlogMutation } from '../adminApi';
import CollectionPage from '../../../components/collection/CollectionPage';
import type { Column } from '../../../components/collection/CollectionTable';
import { emailColumn } from '../components/contactColumns';
import { useConfirm } from '../../../components/ConfirmDialog';
import CsvButton from '../components/CsvButton';
import { CSV_FETCH } from '../../../lib/csv';
import RowAction from '../../../components/RowAction';
import { useListParams } from '../../../components/collection/useListParams';

/** Blog Collection: name, email, date and delete; a link to write a post. */
export default function BlogCollectionPage() {
  const t = useT();
  const stamp = useSiteStamp();
  const dispatch = useAppDispatch();
  const list = useListParams();
  const query = useGetBlogsQuery({ page: list.page, limit: list.limit });
  const [remove, removeState] = useDeleteBlogMutation();
  const { confirmDelete, dialog } = useConfirm();

  const columns = useMemo<Column<Blog>[]>(() => {
    const onDelete = (blog: Blog) =>
      confirmDelete(
        {
          title: t('admin.blogs.delete.title', { name: blog.name }),
          message: t('admin.blogs.delete.message'),
        },
        () => remove(blog._id).unwrap(),
        translateMessage(MESSAGES.blogDeleted),
      );
    return [
      {
        id: 'name',
        header: t('admin.blogs.name'),
        cell: (b) => (
          <Link component={RouterLink} to={`/getBlogs/${b._id}`}>
            {b.name}
          </Link>
        ),
        csv: { header: 'Blog Name', value: (b) => b.name },
      },
      emailColumn(t('admin.email')),
      {
        id: 'date',
        header: t('admin.date'),
        cell: (b) => <time dateTime={b.publishedAt}>{stamp(b.publishedAt, b.publishedDate)}</time>,
        csv: { header: 'Date', value: (b) => `${b.publishedDate} ${b.time}` },
      },
      {
        id: 'action',
        header: t('admin.action'),
        align: 'center',
        cell: (b) => (
          <RowAction
            title={t('admin.delete')}
            label={t('admin.deleteNamed', { name: b.name })}
            icon={<DeleteIcon />}
            color="error"
            onClick={() => void onDelete(b)}
          />
        ),
      },
    ];
  }, [confirmDelete, remove, stamp, t]);

  const total = query.data?.total;
  return (
    <CollectionPage
      title={t('admin.nav.blogs')}
      countLabel={(count) => t('admin.blogs.count', { count })}
      toolbar={
        <>
          <Button component={RouterLink} to="/postBlog" variant="contained" startIcon={<AddIcon />}>
            {t('admin.blogs.post')}
          </Button>
          <CsvButton
            name="blogs"
            columns={columns}
            fetchPage={(page, limit) =>
              dispatch(blogsApi.endpoints.getBlogs.initiate({ page, limit }, CSV_FETCH)).unwrap()
            }
            disabled={!total}
          />
        </>
      }
      columns={columns}
      query={query}
      list={list}
      busyId={removeState.isLoading ? removeState.originalArgs : undefined}
      emptyTitle={t('admin.blogs.empty')}
    >
      {dialog}
    </CollectionPage>
  );
}
