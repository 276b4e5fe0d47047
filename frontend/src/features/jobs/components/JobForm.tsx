import { Box, Grid } from '@mui/material';
import {
  CURRICULA,
  LIMITS,
  MESSAGES,
  TEACHING_MODES,
  TEACHING_SUBJECTS,
  TUTOR_GENDERS,
} from '@tutorhub/contracts';
import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import FormFieldGrid from '../../../components/form/FormFieldGrid';
import SubmitButton from '../../../components/form/SubmitButton';
import { useFormat, useT, useTerm } from '../../../i18n';
import { applyFieldErrors, errorMessage } from '../../../lib/apiError';
import { WHOLE_NUMBER_INPUT } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { JOB_FIELDS, jobRules, startDateRange, type JobFormValues } from '../jobRules';
import { CURRICULUM_LABEL, TUTOR_GENDER_LABEL } from '../labels';

const HALF = { xs: 12, sm: 6 };
const range = (min: number, max: number) =>
  Array.from({ length: max - min + 1 }, (_, i) => String(min + i));

/**
 * A job's terms, to post or to edit: each field's rule shows as it is typed; the API's field
 * errors land on their fields, any other error in a toast. `onSave` sends the values.
 */
export default function JobForm({
  initial,
  onSave,
  submitLabel,
  labelledBy,
  intro,
  actions,
}: {
  initial: JobFormValues;
  onSave: (values: JobFormValues) => Promise<unknown>;
  submitLabel: string;
  labelledBy: string;
  /** Shown above the fields. */
  intro?: ReactNode;
  /** Shown beside the submit button. */
  actions?: ReactNode;
}) {
  const t = useT();
  const term = useTerm();
  const format = useFormat();
  const { first, last } = startDateRange();
  const rules = useMemo(() => jobRules(), []);
  const form = useForm<JobFormValues>({ defaultValues: initial, mode: 'onChange' });
  const numbers = (values: string[]) =>
    values.map((v) => ({ value: v, label: format.number(Number(v)) }));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (err) {
      if (!applyFieldErrors(err, form.setError, JOB_FIELDS)) {
        toast.error(errorMessage(err, MESSAGES.actionFailed));
      }
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby={labelledBy}
    >
      {intro}
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
        <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('jobs.dialog.sending')}>
          {submitLabel}
        </SubmitButton>
        {actions}
      </Box>
    </Box>
  );
}
