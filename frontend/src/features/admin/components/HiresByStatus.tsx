import {
  Box,
  Card,
  CardContent,
  Grid,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { HIRE_REASONS, HIRE_STATUSES } from '@tutorhub/contracts';
import { Link as RouterLink } from 'react-router-dom';
import type { Stats } from '../../../store/apiTypes';
import { useFormat, useT, useTerm } from '../../../i18n';

/**
 * The Stats Board's hires: a tile per status (each opening the hires table filtered to it) and
 * how often each reason was given for a decline, cancellation or end.
 */
export default function HiresByStatus({ stats }: { stats: Stats | undefined }) {
  const t = useT();
  const term = useTerm();
  const format = useFormat();
  return (
    <Paper
      component="section"
      aria-labelledby="hires-by-status-title"
      variant="outlined"
      sx={{ p: 2, mb: 3 }}
    >
      <Typography id="hires-by-status-title" component="h2" variant="h6" gutterBottom>
        {t('hires.stats.title')}
      </Typography>
      <Grid container spacing={2}>
        {HIRE_STATUSES.map((status) => (
          <Grid key={status} size={{ xs: 6, sm: 4, md: 2.4 }}>
            <Card
              component="section"
              aria-label={term.hireStatus(status)}
              variant="outlined"
              sx={{ height: '100%' }}
            >
              <CardContent
                component={RouterLink}
                to={`/Dashboard/hires?status=${status}`}
                sx={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
              >
                <Typography component="h3" variant="subtitle2" color="text.secondary">
                  {term.hireStatus(status)}
                </Typography>
                <Typography
                  variant="h5"
                  component="p"
                  sx={{ fontWeight: 700 }}
                  data-testid={`hires-${status}`}
                >
                  {stats ? format.number(stats.hires[status]) : <Skeleton width={32} />}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Box sx={{ mt: 2, overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="hire-reasons-title" sx={{ maxWidth: 480 }}>
          <caption id="hire-reasons-title" style={{ captionSide: 'top', textAlign: 'left' }}>
            {t('hires.stats.reasons')}
          </caption>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>{t('hires.field.reason')}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {t('hires.stats.hires')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {HIRE_REASONS.map((reason) => (
              <TableRow key={reason}>
                <TableCell>{term.hireReason(reason)}</TableCell>
                <TableCell align="right">
                  {stats ? format.number(stats.hireReasons[reason]) : <Skeleton width={24} />}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}
