import { Box, Card, CardContent, Grid, Paper, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { JOB_STATUSES } from '@tutorhub/contracts';
import { useFormat, useT, useTerm } from '../../../i18n';
import type { Stats } from '../../../store/apiTypes';

// Only the Stats route pulls in @mui/x-charts.
const JobsChart = lazy(() => import('./JobsChart'));

function Figure({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  return (
    <Card component="section" aria-label={label} variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h3" variant="subtitle2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid={testId}>
          {value ?? <Skeleton width={32} />}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * The Stats Board's tuition jobs: how many are in each status, the share of approved jobs that
 * were filled, and the median days from an admin's approval to the hire.
 */
export default function JobsStats({ stats }: { stats: Stats | undefined }) {
  const t = useT();
  const format = useFormat();
  const term = useTerm();
  const title = t('admin.stats.jobs.title');
  const bars = JOB_STATUSES.map((s) => ({ label: term.jobStatus(s), value: stats?.jobs[s] ?? 0 }));
  const none = t('admin.stats.jobs.none');
  return (
    <Paper
      component="section"
      aria-labelledby="jobs-stats-title"
      variant="outlined"
      sx={{ p: 2, mb: 3 }}
    >
      <Typography id="jobs-stats-title" component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, sm: 4 }}>
          <Figure
            label={t('admin.stats.jobs.fillRate')}
            testId="jobs-fill-rate"
            value={
              stats
                ? stats.jobFillRate === null
                  ? none
                  : t('admin.stats.jobs.percent', {
                      value: format.number(Math.round(stats.jobFillRate * 100)),
                    })
                : null
            }
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <Figure
            label={t('admin.stats.jobs.medianDays')}
            testId="jobs-median-days"
            value={
              stats
                ? stats.jobDaysToHire === null
                  ? none
                  : t('admin.stats.jobs.days', { count: stats.jobDaysToHire })
                : null
            }
          />
        </Grid>
        {JOB_STATUSES.map((status) => (
          <Grid key={status} size={{ xs: 6, sm: 4, md: 2 }}>
            <Figure
              label={term.jobStatus(status)}
              testId={`jobs-${status}`}
              value={stats ? format.number(stats.jobs[status]) : null}
            />
          </Grid>
        ))}
      </Grid>
      <Box sx={{ mt: 2, minHeight: 220 }}>
        {stats && (
          <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
            <JobsChart bars={bars} title={t('admin.stats.jobs.byStatus')} />
          </Suspense>
        )}
      </Box>
    </Paper>
  );
}
