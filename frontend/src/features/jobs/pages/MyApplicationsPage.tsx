import { Box, Button, Card, CardContent, Link, Skeleton, Stack, Typography } from '@mui/material';
import { MESSAGES } from '@tutorhub/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { useConfirm } from '../../../components/ConfirmDialog';
import { EmptyState, ErrorState } from '../../../components/PageStates';
import { translate, useFormat, useT, useTerm } from '../../../i18n';
import { errorMessage } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import JobCardHeading from '../components/JobCardHeading';
import JobSummary from '../components/JobSummary';
import StatusChip from '../components/StatusChip';
import { canWithdraw } from '../jobRules';
import { useGetMyApplicationsQuery, useMoveApplicationMutation } from '../jobsApi';
import type { OwnApplication } from '../jobTypes';

/** One application: the job, its status, the trial's time, Withdraw while it runs, Message. */
function ApplicationCard({
  application,
  busy,
  onWithdraw,
}: {
  application: OwnApplication;
  busy: boolean;
  onWithdraw: (application: OwnApplication) => void;
}) {
  const t = useT();
  const term = useTerm();
  const format = useFormat();
  const { job } = application;
  const title = t('jobs.card.title', { subject: term.subject(job.subject), level: job.classLevel });
  return (
    <Card component="article" aria-label={title}>
      <CardContent>
        <JobCardHeading title={title} status={<StatusChip application={application.status} />} />
        <JobSummary job={job} />
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('jobs.applications.yourSalary', {
              amount: format.money(application.expectedSalary),
            })}
          </Typography>
          {application.note && (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              {t('jobs.applicant.note', { note: application.note })}
            </Typography>
          )}
          {application.trialAt && (
            <Typography variant="body2">
              {t('jobs.applicant.trialAt', { when: format.dateTime(application.trialAt) })}
            </Typography>
          )}
          {application.status === 'hired' && (
            <Typography variant="body2">
              {t('jobs.applications.hiredNote')}{' '}
              <Link component={RouterLink} to="/tuitions">
                {t('jobs.applications.myTuitions')}
              </Link>
            </Typography>
          )}
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          <Button
            size="small"
            component={RouterLink}
            to={`/messages/application/${application._id}`}
          >
            {t('jobs.action.message')}
          </Button>
          {canWithdraw(application.status) && (
            <Button
              size="small"
              color="error"
              variant="outlined"
              disabled={busy}
              onClick={() => onWithdraw(application)}
            >
              {t('jobs.action.withdraw')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /applications — a tutor's applications with their jobs and statuses. */
export default function MyApplicationsPage() {
  const t = useT();
  useDocumentTitle(t('jobs.applications.title'));
  const query = useGetMyApplicationsQuery();
  const [move, moveState] = useMoveApplicationMutation();
  const { confirm, dialog } = useConfirm();
  const applications = query.data ?? [];
  const busyId = moveState.isLoading ? moveState.originalArgs?.id : undefined;

  const withdraw = async (application: OwnApplication) => {
    const ok = await confirm({
      title: t('jobs.confirm.withdrawTitle'),
      message: t('jobs.confirm.withdrawMessage'),
      confirmLabel: t('jobs.action.withdraw'),
      destructive: true,
    });
    if (!ok) {
      return;
    }
    try {
      await move({ id: application._id, move: { status: 'withdrawn' } }).unwrap();
      toast.success(translate('jobs.done.withdrawn'));
    } catch (err) {
      toast.error(errorMessage(err, MESSAGES.actionFailed));
    }
  };

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('jobs.applications.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('jobs.mine.timeZone')}
      </Typography>
      {query.isLoading ? (
        <Stack spacing={2} role="status" aria-busy="true" aria-label={t('common.states.loading')}>
          <Skeleton variant="rounded" height={200} />
          <Skeleton variant="rounded" height={200} />
        </Stack>
      ) : query.isError && !query.data ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : applications.length === 0 ? (
        <EmptyState title={t('jobs.applications.empty')}>
          <Button component={RouterLink} to="/jobs">
            {t('jobs.applications.browse')}
          </Button>
        </EmptyState>
      ) : (
        <Stack spacing={2} aria-busy={query.isFetching}>
          {applications.map((application) => (
            <ApplicationCard
              key={application._id}
              application={application}
              busy={busyId === application._id}
              onWithdraw={(a) => void withdraw(a)}
            />
          ))}
        </Stack>
      )}
      {dialog}
    </Box>
  );
}
