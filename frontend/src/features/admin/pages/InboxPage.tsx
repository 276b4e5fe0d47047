import { Typography } from '@mui/material';
import { useMemo } from 'react';
import type { ContactMessage } from '../../../store/apiTypes';
import { useAppDispatch } from '../../../store/store';
import { useFormat, useT } from '../../../i18n';
import { adminApi, useGetContactMessagesQuery } from '../adminApi';
import CollectionPage from '../../../components/collection/CollectionPage';
import type { Column } from '../../../components/collection/CollectionTable';
import { emailColumn } from '../components/contactColumns';
import CsvButton from '../components/CsvButton';
import { CSV_FETCH } from '../../../lib/csv';
import { useListParams } from '../../../components/collection/useListParams';

/** Inbox (not on the original site): the Contact Us messages, newest first. */
export default function InboxPage() {
  const t = useT();
  const format = useFormat();
  const dispatch = useAppDispatch();
  const list = useListParams();
  const query = useGetContactMessagesQuery({ page: list.page, limit: list.limit });
  const columns = useMemo<Column<ContactMessage>[]>(
    () => [
      {
        id: 'name',
        header: t('admin.inbox.name'),
        cell: (m) => m.name,
        csv: { header: 'Name', value: (m) => m.name },
      },
      emailColumn(t('admin.email')),
      {
        id: 'message',
        header: t('admin.inbox.message'),
        cell: (m) =>
          m.message ? (
            <Typography
              variant="body2"
              sx={{ whiteSpace: 'pre-wrap', minWidth: 240, maxWidth: 480 }}
            >
              {m.message}
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('admin.inbox.noMessage')}
            </Typography>
          ),
        csv: { header: 'Message', value: (m) => m.message },
      },
      {
        id: 'received',
        header: t('admin.inbox.received'),
        cell: (m) => <time dateTime={m.createdAt}>{format.dateTime(m.createdAt)}</time>,
        csv: { header: 'Received', value: (m) => m.createdAt },
      },
    ],
    [t, format],
  );
  const total = query.data?.total;
  return (
    <CollectionPage
      title={t('admin.nav.inbox')}
      tableLabel={t('admin.inbox.tableLabel')}
      countLabel={(count) => t('admin.inbox.count', { count })}
      toolbar={
        <CsvButton
          name="contact-messages"
          columns={columns}
          fetchPage={(page, limit) =>
            dispatch(
              adminApi.endpoints.getContactMessages.initiate({ page, limit }, CSV_FETCH),
            ).unwrap()
          }
          disabled={!total}
        />
      }
      columns={columns}
      query={query}
      list={list}
      emptyTitle={t('admin.inbox.empty')}
    />
  );
}
