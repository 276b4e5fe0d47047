import { Box, Button, Chip, Grid, Paper, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import CardList, { isListBusy } from '../../../components/CardList';
import { useT } from '../../../i18n';
import { selectAuthStatus } from '../../../lib/auth/authSlice';
import { useMe } from '../../../lib/auth/useMe';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useGetTutorProfileQuery } from '../../../store/endpoints/profilesApi';
import { useAppSelector } from '../../../store/store';
import ApplyDialog from '../components/ApplyDialog';
import JobCard from '../components/JobCard';
import JobFilters from '../components/JobFilters';
import { JOBS_PAGE_SIZE, jobQueryFromParams } from '../jobQuery';
import { useGetJobsQuery, useGetMyApplicationsQuery } from '../jobsApi';
import type { Job } from '../jobTypes';
import { changedParams } from '../../../lib/searchParams';

/** Jobs for you: how many, and the part of the tutor's area matched ("Mirpur" of "Mirpur, Dhaka"). */
const FOR_YOU = 3;
const areaOf = (location: string) => location.split(',')[0].trim();

/** The Apply button, or why there is none: a visitor signs in and comes back here. */
function useApplyAction(onApply: (job: Job) => void) {
  const t = useT();
  const location = useLocation();
  const status = useAppSelector(selectAuthStatus);
  const { me } = useMe();
  const tutor = me?.kind === 'tutor';
  const mine = useGetMyApplicationsQuery(undefined, { skip: !tutor });
  const applied = new Set((mine.data ?? []).map((a) => a.job._id));

  return (job: Job) => {
    if (status === 'signedOut') {
      return (
        <Button component={RouterLink} to="/login" state={{ from: location }} variant="outlined">
          {t('jobs.board.signInToApply')}
        </Button>
      );
    }
    if (!tutor) {
      return null;
    }
    if (applied.has(job._id)) {
      return <Chip color="success" variant="outlined" label={t('jobs.board.alreadyApplied')} />;
    }
    return (
      <Button variant="contained" onClick={() => onApply(job)}>
        {t('jobs.board.apply')}
      </Button>
    );
  };
}

/** Open jobs in the tutor's subject, those in their area first. */
function JobsForYou({ action }: { action: (job: Job) => ReactNode }) {
  const t = useT();
  const { me } = useMe();
  const profile = useGetTutorProfileQuery(me?._id ?? '', { skip: me?.kind !== 'tutor' });
  const subject = profile.data?.teachingSubject;
  const area = profile.data ? areaOf(profile.data.location) : '';
  const near = useGetJobsQuery(
    { subject, location: area || undefined, limit: FOR_YOU },
    { skip: !subject },
  );
  const inSubject = useGetJobsQuery({ subject, limit: FOR_YOU }, { skip: !subject });
  const seen = new Set<string>();
  const jobs = [...(near.data?.items ?? []), ...(inSubject.data?.items ?? [])]
    .filter((job) => !seen.has(job._id) && Boolean(seen.add(job._id)))
    .slice(0, FOR_YOU);
  if (jobs.length === 0) {
    return null;
  }
  return (
    <Paper
      component="section"
      aria-labelledby="jobs-for-you"
      variant="outlined"
      sx={{ p: 2, mb: 3 }}
    >
      <Typography id="jobs-for-you" variant="h6" component="h2" gutterBottom>
        {t('jobs.board.forYou')}
      </Typography>
      <Grid container spacing={2}>
        {jobs.map((job) => (
          <Grid key={job._id} size={{ xs: 12, md: 4 }}>
            <JobCard job={job} action={action(job)} />
          </Grid>
        ))}
      </Grid>
    </Paper>
  );
}

/** /jobs — the public board of open tuition jobs, with filters, paging and Apply for tutors. */
export default function JobBoardPage() {
  const t = useT();
  useDocumentTitle(t('jobs.board.title'));
  const [params, setParams] = useSearchParams();
  const query = jobQueryFromParams(params);
  const list = useGetJobsQuery(query);
  const { data, isLoading, isError, refetch } = list;
  const isFetching = isListBusy(list);
  const [applying, setApplying] = useState<Job | null>(null);
  const action = useApplyAction(setApplying);
  const { me } = useMe();

  const update = (changes: Record<string, string | undefined>, resetPage = true) =>
    setParams(changedParams(params, changes, resetPage));

  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / JOBS_PAGE_SIZE));

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('jobs.board.title')}
        </Typography>
        {me?.kind === 'student' && (
          <Button component={RouterLink} to="/jobs/new" variant="contained">
            {t('jobs.nav.postJob')}
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('jobs.board.subtitle')}
      </Typography>
      <JobsForYou action={action} />
      <JobFilters params={params} onApply={update} />
      <Box role="region" aria-label={t('jobs.board.results')} aria-busy={isFetching}>
        <CardList
          items={data?.items ?? []}
          isLoading={isLoading}
          isError={isError}
          isFetching={isFetching}
          onRetry={() => void refetch()}
          emptyTitle={t('jobs.board.empty')}
          emptyContent={
            <Button onClick={() => setParams(new URLSearchParams())}>
              {t('jobs.filters.clear')}
            </Button>
          }
          header={
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
              {t('jobs.board.found', { count: total })}
            </Typography>
          }
          renderCard={(job) => <JobCard job={job} action={action(job)} />}
          pageCount={pageCount}
          page={Math.min(query.page ?? 1, pageCount)}
          onPageChange={(page) => {
            update({ page: page === 1 ? undefined : String(page) }, false);
            window.scrollTo({ top: 0 });
          }}
        />
      </Box>
      <ApplyDialog job={applying} onClose={() => setApplying(null)} />
    </Box>
  );
}
