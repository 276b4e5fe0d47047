import LocationOnIcon from '@mui/icons-material/LocationOn';
import { Box, Stack, Typography } from '@mui/material';
import { useFormat, useT, useTerm } from '../../../i18n';
import type { Job } from '../jobTypes';
import { CURRICULUM_LABEL, TUTOR_GENDER_LABEL } from '../labels';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}
      </Box>{' '}
      {value}
    </Typography>
  );
}

/** A job's terms, as every job card shows them: never who posted it. */
export default function JobSummary({ job }: { job: Job }) {
  const t = useT();
  const term = useTerm();
  const format = useFormat();
  return (
    <Stack spacing={0.5}>
      <Row
        label={t('jobs.field.class')}
        value={t('jobs.card.classCurriculum', {
          level: job.classLevel,
          curriculum: t(CURRICULUM_LABEL[job.curriculum]),
        })}
      />
      <Row
        label={t('jobs.field.salary')}
        value={t('jobs.card.salaryRange', {
          min: format.money(job.salaryMin),
          max: format.money(job.salaryMax),
        })}
      />
      <Row
        label={t('jobs.field.schedule')}
        value={t('jobs.card.schedule', { days: job.daysPerWeek, mode: term.mode(job.mode) })}
      />
      <Row
        label={t('jobs.field.students')}
        value={t('jobs.card.students', { count: job.students })}
      />
      <Row label={t('jobs.field.tutorGender')} value={t(TUTOR_GENDER_LABEL[job.tutorGender])} />
      <Row label={t('jobs.field.startDate')} value={format.calendarDate(job.startDate)} />
      <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <LocationOnIcon fontSize="small" aria-hidden /> {job.location}
      </Typography>
      {job.details && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {job.details}
        </Typography>
      )}
    </Stack>
  );
}
