import {
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { JOB_REJECT_REASON_LABELS, MESSAGES } from '@tutorhub/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useConfirm } from '../../../components/ConfirmDialog';
import { EmptyState, ErrorState } from '../../../components/PageStates';
import {
  translate,
  translateMessage,
  useFormat,
  useT,
  useTerm,
  type MessageKey,
} from '../../../i18n';
import { errorMessage } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import ApplicantCard from '../components/ApplicantCard';
import EditJobDialog from '../components/EditJobDialog';
import JobCardHeading from '../components/JobCardHeading';
import JobSummary from '../components/JobSummary';
import StatusChip from '../components/StatusChip';
import TrialDialog from '../components/TrialDialog';
import type { OwnerAction } from '../jobRules';
import {
  useCloseJobMutation,
  useGetApplicantsQuery,
  useGetMyJobsQuery,
  useMoveApplicationMutation,
} from '../jobsApi';
import type { Applicant, ApplicationMove, OwnJob } from '../jobTypes';

const MOVE_DONE: Record<ApplicationMove['status'], MessageKey> = {
  shortlisted: 'jobs.done.shortlisted',
  trial: 'jobs.done.trial',
  hired: 'jobs.done.hired',
  rejected: 'jobs.done.rejected',
  withdrawn: 'jobs.done.withdrawn',
};

function LoadingCards() {
  const t = useT();
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label={t('common.states.loading')}>
      <Skeleton variant="rounded" height={200} />
      <Skeleton variant="rounded" height={200} />
    </Stack>
  );
}

/** The applicants of one job, with the moves each allows now. */
function Applicants({ job }: { job: OwnJob }) {
  const t = useT();
  const format = useFormat();
  const query = useGetApplicantsQuery(job._id);
  const [move, moveState] = useMoveApplicationMutation();
  const { confirm, dialog } = useConfirm();
  const [trialFor, setTrialFor] = useState<Applicant | null>(null);

  const send = async (applicant: Applicant, body: ApplicationMove) => {
    try {
      await move({ id: applicant._id, move: body }).unwrap();
      toast.success(translate(MOVE_DONE[body.status], { name: applicant.tutor.name }));
    } catch (err) {
      toast.error(errorMessage(err, MESSAGES.actionFailed));
    }
  };

  const onAction = async (applicant: Applicant, action: OwnerAction) => {
    const name = applicant.tutor.name;
    switch (action) {
      case 'shortlist':
        return send(applicant, { status: 'shortlisted' });
      case 'trial':
        return setTrialFor(applicant);
      case 'hire':
        if (
          await confirm({
            title: t('jobs.confirm.hireTitle', { name }),
            message: t('jobs.confirm.hireMessage', {
              name,
              amount: format.money(applicant.expectedSalary),
            }),
            confirmLabel: t('jobs.action.hire'),
          })
        ) {
          await send(applicant, { status: 'hired' });
        }
        return;
      case 'reject':
        if (
          await confirm({
            title: t('jobs.confirm.rejectTitle', { name }),
            message: t('jobs.confirm.rejectMessage', { name }),
            confirmLabel: t('jobs.action.reject'),
            destructive: true,
          })
        ) {
          await send(applicant, { status: 'rejected' });
        }
    }
  };

  const busyId = moveState.isLoading ? moveState.originalArgs?.id : undefined;
  return (
    <Box component="section" aria-label={t('jobs.mine.applicants')}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('jobs.mine.applicantsCount', { count: job.applications })}
      </Typography>
      {query.isLoading ? (
        <LoadingCards />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : (query.data ?? []).length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('jobs.mine.noApplicants')}
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          {query.data!.map((applicant) => (
            <ApplicantCard
              key={applicant._id}
              applicant={applicant}
              busy={busyId === applicant._id}
              onAction={(a, action) => void onAction(a, action)}
            />
          ))}
        </Stack>
      )}
      {dialog}
      <TrialDialog
        name={trialFor?.tutor.name ?? null}
        onAnswer={(trialAt) => {
          const applicant = trialFor;
          setTrialFor(null);
          if (applicant && trialAt) {
            void send(applicant, { status: 'trial', trialAt });
          }
        }}
      />
    </Box>
  );
}

/**
 * One of the guardian's jobs: its terms and status, Edit while it waits for an admin, Close while
 * it runs, and its applicants.
 */
function OwnJobCard({ job }: { job: OwnJob }) {
  const t = useT();
  const term = useTerm();
  const [closeJob, { isLoading }] = useCloseJobMutation();
  const [editing, setEditing] = useState(false);
  const { confirm, dialog } = useConfirm();
  const title = t('jobs.card.title', { subject: term.subject(job.subject), level: job.classLevel });
  const close = async () => {
    if (
      await confirm({
        title: t('jobs.confirm.closeTitle'),
        message: t('jobs.confirm.closeMessage'),
        confirmLabel: t('jobs.action.close'),
        destructive: true,
      })
    ) {
      try {
        await closeJob(job._id).unwrap();
        toast.success(translate('jobs.done.closed'));
      } catch (err) {
        toast.error(errorMessage(err, MESSAGES.actionFailed));
      }
    }
  };
  return (
    <Card component="article" aria-label={title}>
      <CardContent>
        <JobCardHeading title={title} status={<StatusChip job={job.status} />} />
        <JobSummary job={job} />
        {job.status === 'pending' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('jobs.mine.pendingNote')}
          </Typography>
        )}
        {job.rejectReason && (
          <Typography variant="body2" color="error" sx={{ mt: 1 }}>
            {t('jobs.mine.rejectedBecause', {
              reason: translateMessage(JOB_REJECT_REASON_LABELS[job.rejectReason]),
            })}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          {job.status === 'pending' && (
            <Button onClick={() => setEditing(true)}>{t('jobs.action.edit')}</Button>
          )}
          {(job.status === 'pending' || job.status === 'open') && (
            <Button color="error" onClick={() => void close()} disabled={isLoading}>
              {t('jobs.action.close')}
            </Button>
          )}
        </Box>
        {job.status !== 'pending' && job.status !== 'rejected' && (
          <>
            <Divider sx={{ my: 2 }} />
            <Applicants job={job} />
          </>
        )}
      </CardContent>
      {dialog}
      <EditJobDialog job={editing ? job : null} onClose={() => setEditing(false)} />
    </Card>
  );
}

/** /jobs/mine — the guardian's jobs, each with its applicants and the moves allowed now. */
export default function MyJobsPage() {
  const t = useT();
  useDocumentTitle(t('jobs.mine.title'));
  const query = useGetMyJobsQuery();
  const jobs = query.data ?? [];
  return (
    <Box>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('jobs.mine.title')}
        </Typography>
        <Button component={RouterLink} to="/jobs/new" variant="contained">
          {t('jobs.nav.postJob')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('jobs.mine.timeZone')}
      </Typography>
      {query.isLoading ? (
        <LoadingCards />
      ) : query.isError && !query.data ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : jobs.length === 0 ? (
        <EmptyState title={t('jobs.mine.empty')}>
          <Button component={RouterLink} to="/jobs/new">
            {t('jobs.nav.postJob')}
          </Button>
        </EmptyState>
      ) : (
        <Stack spacing={2} aria-busy={query.isFetching}>
          {jobs.map((job) => (
            <OwnJobCard key={job._id} job={job} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
