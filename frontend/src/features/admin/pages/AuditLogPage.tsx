import { Box, Chip, Typography } from '@mui/material';
import type { AuditAction } from '@tutorhub/contracts';
import { useMemo } from 'react';
import type { AuditAccount, AuditEntry } from '../../../store/apiTypes';
import { useFormat, useT, type MessageKey } from '../../../i18n';
import { useGetAuditLogQuery } from '../adminApi';
import CollectionPage from '../../../components/collection/CollectionPage';
import type { Column } from '../../../components/collection/CollectionTable';
import { useListParams } from '../../../components/collection/useListParams';

const ACTION_LABELS: Record<AuditAction, MessageKey> = {
  promote: 'admin.audit.action.promote',
  demote: 'admin.audit.action.demote',
  suspend: 'admin.audit.action.suspend',
  unsuspend: 'admin.audit.action.unsuspend',
  'report-dismiss': 'admin.audit.action.report-dismiss',
  'report-remove': 'admin.audit.action.report-remove',
  'report-suspend': 'admin.audit.action.report-suspend',
  'job-approve': 'admin.audit.action.job-approve',
  'job-reject': 'admin.audit.action.job-reject',
  'verify-approve': 'admin.audit.action.verify-approve',
  'verify-reject': 'admin.audit.action.verify-reject',
  'verify-view': 'admin.audit.action.verify-view',
  unverify: 'admin.audit.action.unverify',
  'charge-waive': 'admin.audit.action.charge-waive',
};
const ACTION_COLORS: Record<AuditAction, 'primary' | 'default' | 'warning' | 'success'> = {
  promote: 'primary',
  demote: 'default',
  suspend: 'warning',
  unsuspend: 'success',
  'report-dismiss': 'default',
  'report-remove': 'warning',
  'report-suspend': 'warning',
  'job-approve': 'success',
  'job-reject': 'default',
  'verify-approve': 'success',
  'verify-reject': 'default',
  'verify-view': 'default',
  unverify: 'warning',
  'charge-waive': 'default',
};

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

/**
 * Audit log: every grant or removal of admin, every suspension and every resolved report, newest
 * first.
 */
export default function AuditLogPage() {
  const t = useT();
  const format = useFormat();
  const list = useListParams();
  const query = useGetAuditLogQuery({ page: list.page, limit: list.limit });
  const columns = useMemo<Column<AuditEntry>[]>(
    () => [
      {
        id: 'when',
        header: t('admin.audit.when'),
        cell: (e) => <time dateTime={e.createdAt}>{format.dateTime(e.createdAt)}</time>,
      },
      {
        id: 'action',
        header: t('admin.audit.action'),
        cell: (e) => (
          <Chip size="small" color={ACTION_COLORS[e.action]} label={t(ACTION_LABELS[e.action])} />
        ),
      },
      {
        id: 'actor',
        header: t('admin.audit.by'),
        // No actor: the change was made at sign-in, the email being in the ADMIN_EMAILS setting.
        cell: (e) => <Account account={e.actor} missing={t('admin.audit.settingActor')} />,
      },
      {
        id: 'target',
        header: t('admin.audit.account'),
        cell: (e) => <Account account={e.target} missing={t('admin.audit.deletedTarget')} />,
      },
    ],
    [t, format],
  );
  return (
    <CollectionPage
      title={t('admin.nav.audit')}
      countLabel={(count) => t('admin.audit.count', { count })}
      columns={columns}
      query={query}
      list={list}
      emptyTitle={t('admin.audit.empty')}
    />
  );
}
