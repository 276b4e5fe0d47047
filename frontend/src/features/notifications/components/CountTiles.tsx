import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useFormat, useT, type MessageKey } from '../../../i18n';

/** A row of labelled counts at the top of a delivery report (Dashboard › Email, › SMS). */
export default function CountTiles({
  tiles,
  size,
}: {
  tiles: ReadonlyArray<{ label: MessageKey; value: number }>;
  /** Each tile's width in the 12-column grid, by breakpoint. */
  size: Record<string, number>;
}) {
  const t = useT();
  const format = useFormat();
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      {tiles.map(({ label, value }) => (
        <Grid key={label} size={size}>
          <Card variant="outlined">
            <CardContent>
              <Typography color="text.secondary">{t(label)}</Typography>
              <Typography variant="h4" component="p">
                {format.number(value)}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
