import { BarChart } from '@mui/x-charts/BarChart';
import { useFormat, useT } from '../../../i18n';

/** One bar: a job status, named in the user's language, and how many jobs are in it. */
export interface JobBar {
  label: string;
  value: number;
}

/**
 * The Stats Board's bar chart of jobs by status. Its own module so that @mui/x-charts is fetched
 * only when the Stats route renders it; values go through our number format (Bengali digits in
 * Bangla).
 */
export default function JobsChart({ bars, title }: { bars: readonly JobBar[]; title: string }) {
  const t = useT();
  const format = useFormat();
  return (
    <BarChart
      height={220}
      aria-label={title}
      localeText={{
        loading: t('admin.stats.chart.loading'),
        noData: t('admin.stats.chart.noData'),
        a11yNoValue: t('admin.stats.chart.noValue'),
      }}
      xAxis={[{ scaleType: 'band', data: bars.map((b) => b.label) }]}
      yAxis={[{ valueFormatter: (v: number) => format.number(v), tickMinStep: 1 }]}
      series={[
        {
          data: bars.map((b) => b.value),
          label: title,
          color: '#1e4fa3',
          valueFormatter: (v) => format.number(v ?? 0),
        },
      ]}
      hideLegend
    />
  );
}
