import { PieChart } from '@mui/x-charts/PieChart';
import { IMAGE_SIZES } from '@tutorhub/contracts';
import { useFormat, useT } from '../../../i18n';

export interface Slice {
  /** In the user's language. */
  label: string;
  value: number;
  color: string;
}

const { width, height } = IMAGE_SIZES.pieChart;

/**
 * The Stats Board pie (150×150, as the original site drew it) with its legend. Its own module so
 * that @mui/x-charts is fetched only when the Stats route renders it. The charts have no Bangla
 * locale of their own, so the few strings a pie can show come from our catalog, and the values
 * (tooltip, screen-reader text) go through our number format: Bengali digits in Bangla.
 */
export default function StatsChart({ slices }: { slices: readonly Slice[] }) {
  const t = useT();
  const format = useFormat();
  return (
    <PieChart
      width={width}
      height={height}
      localeText={{
        loading: t('admin.stats.chart.loading'),
        noData: t('admin.stats.chart.noData'),
        a11yNoValue: t('admin.stats.chart.noValue'),
      }}
      series={[
        {
          data: slices.map((s, id) => ({ id, value: s.value, label: s.label, color: s.color })),
          valueFormatter: (item) => format.number(item.value),
          innerRadius: 0,
          paddingAngle: 1,
          highlightScope: { fade: 'global', highlight: 'item' },
        },
      ]}
      slotProps={{
        legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } },
      }}
    />
  );
}
