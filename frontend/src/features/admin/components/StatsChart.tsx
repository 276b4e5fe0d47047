import { PieChart } from '@mui/x-charts/PieChart';
import { IMAGE_SIZES } from '@tutorhub/contracts';

export interface Slice {
  label: string;
  value: number;
  color: string;
}

const { width, height } = IMAGE_SIZES.pieChart;

/**
 * The Stats Board pie (150×150, as the original site drew it) with its legend. Its own module so
 * that @mui/x-charts is fetched only when the Stats route renders it.
 */
export default function StatsChart({ slices }: { slices: readonly Slice[] }) {
  return (
    <PieChart
      width={width}
      height={height}
      series={[
        {
          data: slices.map((s, id) => ({ id, value: s.value, label: s.label, color: s.color })),
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
