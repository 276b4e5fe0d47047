import { Box, Chip, Typography } from '@mui/material';
import type { AuditAction } from '@tutorhub/contracts';
import type { AuditAccount, AuditEntry } from '../../../app/apiTypes';
import { useGetAuditLogQuery } from '../adminApi';
import CollectionShell from '../components/CollectionShell';
import CollectionTable, { type Column } from '../components/CollectionTable';
import { useListParams } from '../useListParams';

export const ACTION_LABELS: Record<AuditAction, string> = {
  promote: 'Made admin',
  demote: 'Admin removed',
  suspend: 'Suspended',
  unsuspend: 'Suspension lifted',
};
const ACTION_COLORS: Record<AuditAction, 'primary' | 'default' | 'warning' | 'success'> = {
  promote: 'primary',
  demote: 'default',
  suspend: 'warning',
  unsuspend: 'success',
};

/** Changes made at sign-in because the email is listed in the ADMIN_EMAILS setting. */
export const SETTING_ACTOR = 'ADMIN_EMAILS setting';
export const DELETED_TARGET = 'Deleted account';

function Account({ account, missing }: { account: AuditAccount | null; missing: string }) {
  if (!account) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {missing}
      </Typography>
    );
  }
  return (
    <Box>
      <Typography variant="body2">{account.name ?? account.email}</Typography>
      {account.name && (
        <Typography variant="caption" color="text.secondary">
          {account.email}
        </Typography>
      )}
    </Box>
  );
}

const COLUMNS: Column<AuditEntry>[] = [
  {
    id: 'when',
    header: 'When',
    cell: (e) => <time dateTime={e.createdAt}>{new Date(e.createdAt).toLocaleString()}</time>,
  },
  {
    id: 'action',
    header: 'Action',
    cell: (e) => (
      <Chip size="small" color={ACTION_COLORS[e.action]} label={ACTION_LABELS[e.action]} />
    ),
  },
  {
    id: 'actor',
    header: 'By',
    cell: (e) => <Account account={e.actor} missing={SETTING_ACTOR} />,
  },
  {
    id: 'target',
    header: 'Account',
    cell: (e) => <Account account={e.target} missing={DELETED_TARGET} />,
  },
];

/** Audit log: every grant or removal of admin and every suspension, newest first. */
export default function AuditLogPage() {
  const list = useListParams();
  const query = useGetAuditLogQuery({ page: list.page, limit: list.limit });
  const total = query.data?.total;
  return (
    <CollectionShell
      title="Audit log"
      count={total === undefined ? undefined : `Entries: ${total}`}
    >
      <CollectionTable
        label="Audit log"
        columns={COLUMNS}
        query={query}
        list={list}
        emptyTitle="No role or suspension changes yet."
      />
    </CollectionShell>
  );
}
