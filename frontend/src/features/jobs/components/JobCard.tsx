import { Box, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useFormat, useT, useTerm } from '../../../i18n';
import type { Job } from '../jobTypes';
import JobSummary from './JobSummary';

/** A job on the board: its subject and terms, when it was posted, and `action` below. */
export default function JobCard({ job, action }: { job: Job; action?: ReactNode }) {
  const t = useT();
  const term = useTerm();
  const format = useFormat();
  const title = t('jobs.card.title', {
    subject: term.subject(job.subject),
    level: job.classLevel,
  });
  return (
    <Card
      component="article"
      aria-label={title}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
            {title}
          </Typography>
          <Chip size="small" label={term.mode(job.mode)} color="primary" variant="outlined" />
        </Box>
        <JobSummary job={job} />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {job.postedAt
            ? t('jobs.card.postedApplied', {
                date: format.date(job.postedAt),
                count: job.applications,
              })
            : t('jobs.card.applied', { count: job.applications })}
        </Typography>
      </CardContent>
      {action && <CardActions sx={{ px: 2, pb: 2 }}>{action}</CardActions>}
    </Card>
  );
}
