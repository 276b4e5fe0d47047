import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Grid,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { LIMITS, MESSAGES } from '@tutorhub/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import FormFieldGrid from '../../../components/form/FormFieldGrid';
import SubmitButton from '../../../components/form/SubmitButton';
import { translate, useT, useTerm } from '../../../i18n';
import { apiErrorBody, applyFieldErrors, errorMessage } from '../../../lib/apiError';
import { WHOLE_NUMBER_INPUT } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useApplyMutation } from '../jobsApi';
import { APPLY_FIELDS, APPLY_RULES, toApplicationRequest, type ApplyFormValues } from '../jobRules';
import type { Job } from '../jobTypes';

// The refusals a tutor can lift by setting their gender on their profile.
const GENDER_REFUSALS: readonly unknown[] = ['job.femaleOnly', 'job.maleOnly'];

/**
 * A tutor's application to `job`: a note and the monthly salary they expect. The contact rule
 * shows as they type; the API's field errors land on their fields, and a refusal for the gender
 * the job asks for stays in the dialog with a way to the tutor's profile.
 */
export default function ApplyDialog({ job, onClose }: { job: Job | null; onClose: () => void }) {
  const t = useT();
  const term = useTerm();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const form = useForm<ApplyFormValues>({
    defaultValues: { note: '', expectedSalary: '' },
    mode: 'onChange',
  });
  const [apply, { isLoading }] = useApplyMutation();
  const [genderRefusal, setGenderRefusal] = useState<string | null>(null);
  const title = job ? t('jobs.apply.title', { subject: term.subject(job.subject) }) : '';

  const close = () => {
    form.reset({ note: '', expectedSalary: '' });
    setGenderRefusal(null);
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!job) {
      return;
    }
    try {
      await apply({ jobId: job._id, body: toApplicationRequest(values) }).unwrap();
      toast.success(translate('jobs.apply.sent'));
      close();
    } catch (err) {
      if (GENDER_REFUSALS.includes(apiErrorBody(err)?.code)) {
        setGenderRefusal(errorMessage(err, MESSAGES.actionFailed));
      } else if (!applyFieldErrors(err, form.setError, APPLY_FIELDS)) {
        toast.error(errorMessage(err, MESSAGES.actionFailed));
      }
    }
  });

  return (
    <Dialog
      open={Boolean(job)}
      onClose={close}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={title}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('jobs.apply.intro')}</DialogContentText>
          {genderRefusal && (
            <Alert
              severity="warning"
              sx={{ mb: 2 }}
              action={
                <Button component={RouterLink} to="/profile" color="inherit" size="small">
                  {t('jobs.apply.openProfile')}
                </Button>
              }
            >
              {genderRefusal}
            </Alert>
          )}
          <Grid container spacing={2}>
            <FormFieldGrid
              register={form.register}
              errors={form.formState.errors}
              span={12}
              cells={[
                {
                  id: 'apply-salary',
                  label: t('jobs.apply.expectedSalary'),
                  name: 'expectedSalary',
                  rules: APPLY_RULES.expectedSalary,
                  ...WHOLE_NUMBER_INPUT,
                },
                {
                  id: 'apply-note',
                  label: t('jobs.apply.note', { max: LIMITS.applicationNoteMax }),
                  name: 'note',
                  multiline: true,
                  minRows: 3,
                  rules: APPLY_RULES.note,
                },
              ]}
            />
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{t('jobs.dialog.cancel')}</Button>
          <SubmitButton busy={isLoading} busyLabel={t('jobs.dialog.sending')} size="medium">
            {t('jobs.apply.send')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
