import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import DoneIcon from '@mui/icons-material/Done';
import { Box, Chip, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import {
  LIMITS,
  REPORT_MESSAGES,
  type ReportResolution,
  type ReportStatus,
} from '@tutorhub/contracts';
import { useMemo } from 'react';
import type { Report } from '../../../store/apiTypes';
import { translateMessage, useFormat, useT, type MessageKey } from '../../../i18n';
import { REASON_LABELS, TARGET_LABELS } from '../../../components/report/labels';
import { useGetReportsQuery, useResolveReportMutation } from '../../../store/endpoints/reportsApi';
import CollectionPage from '../../../components/collection/CollectionPage';
import type { Column } from '../../../components/collection/CollectionTable';
import { useConfirm } from '../../../components/ConfirmDialog';
import RowAction from '../../../components/RowAction';
import { runAction } from '../../../lib/runAction';
import { useListParams } from '../../../components/collection/useListParams';

const RESOLUTION_LABELS: Record<ReportResolution, MessageKey> = {
  dismissed: 'admin.reports.resolution.dismissed',
  'content-removed': 'admin.reports.resolution.content-removed',
  'account-suspended': 'admin.reports.resolution.account-suspended',
};

/** The reported item as it reads now: its kind, title or name, text and author. */
function ReportedItem({ report }: { report: Report }) {
  const t = useT();
  const format = useFormat();
  const { item } = report;
  const crowded = report.openReports >= LIMITS.reportsToPrioritise;
  return (
    // On a phone the row is a card as wide as the screen: no minimum, and long words wrap.
    <Box sx={{ minWidth: { sm: 200 }, maxWidth: 420, overflowWrap: 'anywhere' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 0.5, flexWrap: 'wrap' }} useFlexGap>
        <Chip size="small" label={t(TARGET_LABELS[report.targetType])} />
        {crowded && !report.resolution && (
          <Chip
            size="small"
            color="error"
            label={t('admin.reports.openCount', { count: format.number(report.openReports) })}
          />
        )}
      </Stack>
      {item ? (
        <>
          {item.title && <Typography sx={{ fontWeight: 600 }}>{item.title}</Typography>}
          {item.text && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {item.text}
            </Typography>
          )}
          {item.authorName && (
            <Typography variant="caption" color="text.secondary">
              {t('admin.reports.author', { name: item.authorName })}
            </Typography>
          )}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {t('admin.reports.itemGone')}
        </Typography>
      )}
    </Box>
  );
}

/** The item's name in a question or a button's accessible name. */
function itemName(report: Report): string {
  return report.item?.title ?? report.item?.authorName ?? report.targetId;
}

/**
 * Reports: the open queue (newest first, profiles with three or more open reports on top) or the
 * resolved reports; each open one dismissed, its content removed or its author suspended.
 */
export default function ReportQueuePage() {
  const t = useT();
  const format = useFormat();
  const list = useListParams();
  const status: ReportStatus = list.filter('status') === 'resolved' ? 'resolved' : 'open';
  const query = useGetReportsQuery({ status, page: list.page, limit: list.limit });
  const [resolve, resolveState] = useResolveReportMutation();
  const { confirm, dialog } = useConfirm();

  const columns = useMemo<Column<Report>[]>(() => {
    const run = (report: Report, resolution: ReportResolution) =>
      runAction(resolve({ id: report._id, resolution }).unwrap(), {
        done: (r) => r.modifiedCount > 0,
        success: translateMessage(REPORT_MESSAGES.resolved),
      });
    const removeContent = async (report: Report) => {
      const ok = await confirm({
        title: t('admin.reports.remove.title', { name: itemName(report) }),
        message: t('admin.reports.remove.message'),
        confirmLabel: t('admin.reports.removeContent'),
        destructive: true,
      });
      if (ok) {
        await run(report, 'content-removed');
      }
    };
    const suspend = async (report: Report) => {
      const name = report.reportedUser?.name ?? report.reportedUser?.email ?? '';
      const ok = await confirm({
        title: t('admin.reports.suspend.title', { name }),
        message: t('admin.reports.suspend.message', { name }),
        confirmLabel: t('admin.reports.suspend'),
        destructive: true,
      });
      if (ok) {
        await run(report, 'account-suspended');
      }
    };
    const actions: Column<Report> = {
      id: 'action',
      header: t('admin.action'),
      align: 'center',
      cell: (r) => (
        <Stack direction="row" sx={{ justifyContent: 'center' }}>
          <RowAction
            title={t('admin.reports.dismiss')}
            label={t('admin.reports.dismissOf', { name: itemName(r) })}
            icon={<DoneIcon />}
            onClick={() => void run(r, 'dismissed')}
          />
          <RowAction
            title={t('admin.reports.removeContent')}
            label={t('admin.reports.removeContentOf', { name: itemName(r) })}
            icon={<DeleteIcon />}
            color="error"
            onClick={() => void removeContent(r)}
          />
          {r.reportedUser && (
            <RowAction
              title={t('admin.reports.suspend')}
              label={t('admin.reports.suspendOf', {
                name: r.reportedUser.name ?? r.reportedUser.email ?? '',
              })}
              icon={<BlockIcon />}
              color="warning"
              onClick={() => void suspend(r)}
            />
          )}
        </Stack>
      ),
    };
    const outcome: Column<Report> = {
      id: 'resolution',
      header: t('admin.reports.resolution'),
      cell: (r) => r.resolution && <Chip size="small" label={t(RESOLUTION_LABELS[r.resolution])} />,
    };
    return [
      { id: 'item', header: t('admin.reports.item'), cell: (r) => <ReportedItem report={r} /> },
      {
        id: 'reason',
        header: t('admin.reports.reason'),
        cell: (r) => (
          <Box sx={{ minWidth: { sm: 140 }, maxWidth: 280, overflowWrap: 'anywhere' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t(REASON_LABELS[r.reason])}
            </Typography>
            {r.note && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {r.note}
              </Typography>
            )}
          </Box>
        ),
      },
      {
        id: 'reporter',
        header: t('admin.reports.reporter'),
        cell: (r) =>
          r.reporter ? (
            (r.reporter.name ?? r.reporter.email)
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
              {t('admin.audit.deletedTarget')}
            </Typography>
          ),
      },
      {
        id: 'when',
        header: t('admin.reports.when'),
        cell: (r) => <time dateTime={r.createdAt}>{format.dateTime(r.createdAt)}</time>,
      },
      status === 'open' ? actions : outcome,
    ];
  }, [confirm, format, resolve, status, t]);

  return (
    <CollectionPage
      title={t('admin.nav.reports')}
      countLabel={(count) =>
        t(status === 'open' ? 'admin.reports.countOpen' : 'admin.reports.countResolved', {
          count,
        })
      }
      toolbar={
        <ToggleButtonGroup
          exclusive
          size="small"
          value={status}
          aria-label={t('admin.reports.show')}
          onChange={(_e, value: ReportStatus | null) => {
            if (value) {
              list.setFilter('status', value === 'open' ? '' : value);
            }
          }}
        >
          <ToggleButton value="open">{t('admin.reports.status.open')}</ToggleButton>
          <ToggleButton value="resolved">{t('admin.reports.status.resolved')}</ToggleButton>
        </ToggleButtonGroup>
      }
      columns={columns}
      query={query}
      list={list}
      busyId={resolveState.isLoading ? resolveState.originalArgs?.id : undefined}
      emptyTitle={t(status === 'open' ? 'admin.reports.empty' : 'admin.reports.emptyResolved')}
    >
      {dialog}
    </CollectionPage>
  );
}
