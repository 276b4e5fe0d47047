import { Box, Card, CardContent, Grid, Paper, Skeleton, Typography } from '@mui/material';
import { IMAGE_SIZES } from '@tutorhub/contracts';
import type { Stats } from '../../../store/apiTypes';
import { lazy, Suspense } from 'react';
import { useFormat, useT, type MessageKey } from '../../../i18n';
import { EmptyState, ErrorState } from '../../../components/PageStates';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import HiresByStatus from '../components/HiresByStatus';
import JobsStats from '../components/JobsStats';
import { useGetStatsQuery } from '../adminApi';

// Only this route pulls in @mui/x-charts.
const StatsChart = lazy(() => import('../components/StatsChart'));

/** The four tiles; the original site labelled the fourth 'Courses' by mistake — it counts blogs. */
type CountKey = Exclude<
  keyof Stats,
  'hires' | 'hireReasons' | 'jobs' | 'jobFillRate' | 'jobDaysToHire'
>;
const TILES: ReadonlyArray<{ key: CountKey; label: MessageKey; color: string }> = [
  { key: 'tutors', label: 'admin.stats.tutors', color: '#1e4fa3' },
  { key: 'students', label: 'admin.stats.students', color: '#2e7d32' },
  { key: 'courses', label: 'admin.stats.courses', color: '#ed6c02' },
  { key: 'blogs', label: 'admin.stats.blogs', color: '#9c27b0' },
];

const { width, height } = IMAGE_SIZES.pieChart;

function ChartSkeleton() {
  const t = useT();
  return (
    <Skeleton
      variant="circular"
      width={width}
      height={height}
      role="progressbar"
      aria-label={t('admin.stats.chart.loading')}
    />
  );
}

/** Stats Board: live counts from GET /api/stats and a pie chart of them. */
export default function StatsPage() {
  const t = useT();
  const format = useFormat();
  useDocumentTitle(t('admin.pageTitle', { title: t('admin.stats.title') }));
  const { data, isLoading, isFetching, isError, refetch } = useGetStatsQuery();
  const slices = TILES.map((tile) => ({
    label: t(tile.label),
    color: tile.color,
    value: data?.[tile.key] ?? 0,
  }));
  const empty = data !== undefined && slices.every((s) => s.value === 0);

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t('admin.stats.title')}
      </Typography>
      {isError && !data ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <>
          <Grid container spacing={2} sx={{ mb: 3 }} aria-busy={isFetching}>
            {TILES.map((tile) => (
              <Grid key={tile.key} size={{ xs: 6, md: 3 }}>
                <Card
                  component="section"
                  aria-label={t(tile.label)}
                  variant="outlined"
                  sx={{ borderTop: 4, borderTopColor: tile.color }}
                >
                  <CardContent>
                    <Typography component="h2" variant="subtitle1" color="text.secondary">
                      {t(tile.label)}
                    </Typography>
                    <Typography
                      variant="h4"
                      component="p"
                      sx={{ fontWeight: 700 }}
                      data-testid={`stat-${tile.key}`}
                    >
                      {isLoading ? <Skeleton width={48} /> : format.number(data?.[tile.key] ?? 0)}
                    </Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
          <HiresByStatus stats={data} />
          <JobsStats stats={data} />
          <Paper
            component="section"
            aria-labelledby="stats-chart-title"
            variant="outlined"
            sx={{ p: 2, display: 'inline-block', maxWidth: '100%' }}
          >
            <Typography id="stats-chart-title" component="h2" variant="h6" gutterBottom>
              {t('admin.stats.chart.title')}
            </Typography>
            <Box data-testid="stats-chart" sx={{ minHeight: height, minWidth: width }}>
              {isLoading ? (
                <ChartSkeleton />
              ) : empty ? (
                <EmptyState title={t('admin.stats.chart.empty')} />
              ) : (
                <Suspense fallback={<ChartSkeleton />}>
                  <StatsChart slices={slices} />
                </Suspense>
              )}
            </Box>
          </Paper>
        </>
      )}
    </Box>
  );
}
