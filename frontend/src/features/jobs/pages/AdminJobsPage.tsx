import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { Box } from '@mui/material';
import { useMemo, useState } from 'react';
import CollectionPage from '../../../components/collection/CollectionPage';
import type { Column } from '../../../components/collection/CollectionTable';
import FilterSelect from '../../../components/collection/FilterSelect';
import { useListParams } from '../../../components/collection/useListParams';
import RowAction from '../../../components/RowAction';
import { translate, useFormat, useT, useTerm } from '../../../i18n';
import { runAction } from '../../../lib/runAction';
import RejectJobDialog from '../components/RejectJobDialog';
import StatusChip from '../components/StatusChip';
import { useGetAdminJobsQuery, useReviewJobMutation } from '../jobsApi';
import { JOB_STATUSES, type JobStatus } from '@tutorhub/contracts';
import type { AdminJob } from '../jobTypes';
import { CURRICULUM_LABEL } from '../labels';

/**
 * Dashboard › Jobs: every job, those waiting for a check first (the API's order), or one status;
 * approve a waiting job, or reject it with a reason its owner is told. Each decision names the
 * version of the job shown; one edited since is refused (409) and the list is read again.
 */
export default function AdminJobsPage() {
  const t = useT();
  const term = useTerm();
  const format = useFormat();
  const list = useListParams();
  const raw = list.filter('status');
  const status = (JOB_STATUSES as readonly string[]).includes(raw) ? (raw as JobStatus) : undefined;
  const query = useGetAdminJobsQuery({ status, page: list.page, limit: list.limit });
  const [review, reviewState] = useReviewJobMutation();
  const [rejecting, setRejecting] = useState<AdminJob | null>(null);

  const columns = useMemo<Column<AdminJob>[]>(() => {
    const titleOf = (job: AdminJob) =>
      t('jobs.card.title', { subject: term.subject(job.subject), level: job.classLevel });
    const approve = (job: AdminJob) =>
      void runAction(
        review({ id: job._id, review: { status: 'open', version: job.version } }).unwrap(),
        {
          done: (r) => Boolean(r.modifiedCount),
          success: translate('jobs.admin.approved'),
        },
      );
    return [
      { id: 'job', header: t('jobs.admin.job'), cell: (j) => titleOf(j) },
      {
        id: 'owner',
        header: t('jobs.admin.owner'),
        cell: (j) => j.owner.name ?? j.owner.email ?? t('jobs.admin.deletedOwner'),
      },
      { id: 'posted', header: t('jobs.admin.sent'), cell: (j) => format.date(j.createdAt) },
      {
        id: 'curriculum',
        header: t('jobs.field.curriculum'),
        cell: (j) => t(CURRICULUM_LABEL[j.curriculum]),
      },
      { id: 'location', header: t('jobs.field.location'), cell: (j) => j.location },
      {
        id: 'salary',
        header: t('jobs.field.salary'),
        cell: (j) =>
          t('jobs.card.salaryRange', {
            min: format.money(j.salaryMin),
            max: format.money(j.salaryMax),
          }),
      },
      {
        id: 'details',
        header: t('jobs.admin.details'),
        cell: (j) => (
          <Box sx={{ maxWidth: 320, whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
            {j.details || '—'}
          </Box>
        ),
      },
      { id: 'status', header: t('jobs.admin.status'), cell: (j) => <StatusChip job={j.status} /> },
      {
        id: 'action',
        header: t('jobs.admin.action'),
        align: 'center',
        cell: (j) =>
          j.status === 'pending' ? (
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <RowAction
                title={t('jobs.admin.approve')}
                label={t('jobs.admin.approveLabel', { title: titleOf(j) })}
                icon={<CheckCircleIcon />}
                color="success"
                onClick={() => approve(j)}
              />
              <RowAction
                title={t('jobs.action.reject')}
                label={t('jobs.admin.rejectLabel', { title: titleOf(j) })}
                icon={<CancelIcon />}
                color="error"
                onClick={() => setRejecting(j)}
              />
            </Box>
          ) : null,
      },
    ];
  }, [review, t, term, format]);

  return (
    <CollectionPage
      title={t('jobs.admin.title')}
      countLabel={(total) => t('jobs.admin.total', { total })}
      toolbar={
        <FilterSelect
          label={t('jobs.admin.status')}
          value={status}
          allLabel={t('jobs.admin.all')}
          options={JOB_STATUSES.map((s) => ({ value: s, label: term.jobStatus(s) }))}
          onChange={(value) => list.setFilter('status', value)}
        />
      }
      columns={columns}
      query={query}
      list={list}
      busyId={reviewState.isLoading ? reviewState.originalArgs?.id : undefined}
      emptyTitle={status === 'pending' ? t('jobs.admin.emptyPending') : t('jobs.admin.empty')}
    >
      <RejectJobDialog
        title={
          rejecting
            ? t('jobs.card.title', {
                subject: term.subject(rejecting.subject),
                level: rejecting.classLevel,
              })
            : null
        }
        onAnswer={(reason) => {
          const job = rejecting;
          setRejecting(null);
          if (job && reason) {
            void runAction(
              review({
                id: job._id,
                review: { status: 'rejected', reason, version: job.version },
              }).unwrap(),
              {
                done: (r) => Boolean(r.modifiedCount),
                success: translate('jobs.admin.rejected'),
              },
            );
          }
        }}
      />
    </CollectionPage>
  );
}
