import { Alert, Box, Button, Grid, Paper, Typography } from '@mui/material';
import {
  CURRICULA,
  LIMITS,
  MESSAGES,
  TEACHING_MODES,
  TEACHING_SUBJECTS,
  TUTOR_GENDERS,
} from '@tutorhub/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import FormFieldGrid from '../../../components/form/FormFieldGrid';
import SubmitButton from '../../../components/form/SubmitButton';
import { EmptyState } from '../../../components/PageStates';
import { translate, useFormat, useT, useTerm } from '../../../i18n';
import { applyFieldErrors, errorMessage } from '../../../lib/apiError';
import { AuthLoading } from '../../../lib/auth/RequireAuth';
import { useMe } from '../../../lib/auth/useMe';
import { WHOLE_NUMBER_INPUT } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { usePostJobMutation } from '../jobsApi';
import {
  JOB_FIELDS,
  jobDefaults,
  jobRules,
  startDateRange,
  toJobRequest,
  type JobFormValues,
} from '../jobRules';
import { CURRICULUM_LABEL, TUTOR_GENDER_LABEL } from '../labels';

const HALF = { xs: 12, sm: 6 };
const range = (min: number, max: number) =>
  Array.from({ length: max - min + 1 }, (_, i) => String(min + i));

/** The post form: each field's rule shows as it is typed; an admin checks every post. */
export function PostJobForm() {
  const t = useT();
  const term = useTerm();
  const format = useFormat();
  const navigate = useNavigate();
  const { first, last } = startDateRange();
  const rules = useMemo(() => jobRules(), []);
  const form = useForm<JobFormValues>({ defaultValues: jobDefaults(first), mode: 'onChange' });
  const [postJob, { isLoading }] = usePostJobMutation();
  const numbers = (values: string[]) =>
    values.map((v) => ({ value: v, label: format.number(Number(v)) }));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await postJob(toJobRequest(values)).unwrap();
      toast.success(translate('jobs.post.sent'));
      void navigate('/jobs/mine');
    } catch (err) {
      if (!applyFieldErrors(err, form.setError, JOB_FIELDS)) {
        toast.error(errorMessage(err, MESSAGES.actionFailed));
      }
    }
  });

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby="post-job-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('jobs.post.checked')}
      </Alert>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('jobs.post.privacy')}
      </Typography>
      <Grid container spacing={2}>
        <FormFieldGrid
          register={form.register}
          errors={form.formState.errors}
          span={HALF}
          cells={[
            {
              id: 'job-subject',
              label: t('jobs.field.subject'),
              name: 'subject',
              rules: rules.subject,
              placeholder: t('jobs.post.choose'),
              options: TEACHING_SUBJECTS.map((s) => ({ value: s, label: term.subject(s) })),
            },
            {
              id: 'job-class',
              label: t('jobs.field.class'),
              name: 'classLevel',
              placeholder: t('jobs.post.classPlaceholder'),
              rules: rules.classLevel,
              slotProps: { htmlInput: { maxLength: LIMITS.jobClassLevelMax } },
            },
            {
              id: 'job-curriculum',
              label: t('jobs.field.curriculum'),
              name: 'curriculum',
              rules: rules.curriculum,
              placeholder: t('jobs.post.choose'),
              options: CURRICULA.map((c) => ({ value: c, label: t(CURRICULUM_LABEL[c]) })),
            },
            {
              id: 'job-location',
              label: t('jobs.field.location'),
              name: 'location',
              placeholder: t('jobs.post.locationPlaceholder'),
              rules: rules.location,
            },
            {
              id: 'job-mode',
              label: t('jobs.field.mode'),
              name: 'mode',
              rules: rules.mode,
              placeholder: t('jobs.post.choose'),
              options: TEACHING_MODES.map((m) => ({ value: m, label: term.mode(m) })),
            },
            {
              id: 'job-days',
              label: t('jobs.field.daysPerWeek'),
              name: 'daysPerWeek',
              rules: rules.daysPerWeek,
              options: numbers(range(LIMITS.daysPerWeekMin, LIMITS.daysPerWeekMax)),
            },
            {
              id: 'job-salary-min',
              label: t('jobs.field.salaryMin'),
              name: 'salaryMin',
              // The maximum's rule reads the minimum: it is checked again as the minimum changes.
              rules: { ...rules.salaryMin, deps: ['salaryMax'] },
              ...WHOLE_NUMBER_INPUT,
            },
            {
              id: 'job-salary-max',
              label: t('jobs.field.salaryMax'),
              name: 'salaryMax',
              rules: rules.salaryMax,
              ...WHOLE_NUMBER_INPUT,
            },
            {
              id: 'job-gender',
              label: t('jobs.field.tutorGender'),
              name: 'tutorGender',
              rules: rules.tutorGender,
              options: TUTOR_GENDERS.map((g) => ({ value: g, label: t(TUTOR_GENDER_LABEL[g]) })),
            },
            {
              id: 'job-students',
              label: t('jobs.field.students'),
              name: 'students',
              rules: rules.students,
              options: numbers(range(LIMITS.jobStudentsMin, LIMITS.jobStudentsMax)),
            },
            {
              id: 'job-start',
              label: t('jobs.field.startDate'),
              name: 'startDate',
              type: 'date',
              rules: rules.startDate,
              slotProps: { htmlInput: { min: first, max: last }, inputLabel: { shrink: true } },
            },
            {
              id: 'job-details',
              label: t('jobs.field.details', { max: LIMITS.jobDetailsMax }),
              name: 'details',
              span: 12,
              multiline: true,
              minRows: 3,
              rules: rules.details,
            },
          ]}
        />
      </Grid>
      <Box sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <SubmitButton busy={isLoading} busyLabel={t('jobs.dialog.sending')}>
          {t('jobs.post.send')}
        </SubmitButton>
        <Button component={RouterLink} to="/jobs/mine" size="large">
          {t('jobs.nav.myJobs')}
        </Button>
      </Box>
    </Paper>
  );
}

/** /jobs/new — a guardian (a student account) posts a tuition job. */
export default function PostJobPage() {
  const t = useT();
  useDocumentTitle(t('jobs.post.title'));
  const { me, isLoading } = useMe();
  return (
    <Box sx={{ maxWidth: 800, mx: 'auto' }}>
      <Typography id="post-job-title" variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('jobs.post.title')}
      </Typography>
      {isLoading || !me ? (
        <AuthLoading />
      ) : me.kind === 'student' ? (
        <PostJobForm />
      ) : (
        <EmptyState title={t('jobs.post.studentsOnly')}>
          {me.kind === null && (
            <Button component={RouterLink} to="/studentRegistration">
              {t('jobs.post.register')}
            </Button>
          )}
        </EmptyState>
      )}
    </Box>
  );
}
