import { Link, Typography } from '@mui/material';
import type { ContactMessage } from '../../../app/apiTypes';
import { useAppDispatch } from '../../../app/store';
import { adminApi, useGetContactMessagesQuery } from '../adminApi';
import CollectionShell from '../components/CollectionShell';
import CollectionTable, { type Column } from '../components/CollectionTable';
import CsvButton from '../components/CsvButton';
import { useListParams } from '../useListParams';

const received = (m: ContactMessage) => new Date(m.createdAt).toLocaleString();

const COLUMNS: Column<ContactMessage>[] = [
  { id: 'name', header: 'Name', cell: (m) => m.name, csv: (m) => m.name },
  {
    id: 'email',
    header: 'Email',
    cell: (m) => <Link href={`mailto:${m.email}`}>{m.email}</Link>,
    csv: (m) => m.email,
  },
  {
    id: 'message',
    header: 'Message',
    cell: (m) =>
      m.message ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', minWidth: 240, maxWidth: 480 }}>
          {m.message}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          (no message)
        </Typography>
      ),
    csv: (m) => m.message,
  },
  {
    id: 'received',
    header: 'Received',
    cell: (m) => <time dateTime={m.createdAt}>{received(m)}</time>,
    csv: (m) => m.createdAt,
  },
];

/** Inbox (not on the original site): the Contact Us messages, newest first. */
export default function InboxPage() {
  const dispatch = useAppDispatch();
  const list = useListParams();
  const query = useGetContactMessagesQuery({ page: list.page, limit: list.limit });
  const total = query.data?.total;
  return (
    <CollectionShell
      title="Inbox"
      count={total === undefined ? undefined : `Messages: ${total}`}
      toolbar={
        <CsvButton
          name="contact-messages"
          columns={COLUMNS}
          fetchPage={(page, limit) =>
            dispatch(
              adminApi.endpoints.getContactMessages.initiate(
                { page, limit },
                { subscribe: false, forceRefetch: true },
              ),
            ).unwrap()
          }
          disabled={!total}
        />
      }
    >
      <CollectionTable
        label="Contact messages"
        columns={COLUMNS}
        query={query}
        list={list}
        emptyTitle="No messages yet."
      />
    </CollectionShell>
  );
}
