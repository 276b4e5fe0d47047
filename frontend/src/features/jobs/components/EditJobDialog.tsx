import { Button, Dialog, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { useId } from 'react';
import { translate, useT } from '../../../i18n';
import { toast } from '../../../lib/toast';
import { useEditJobMutation } from '../jobsApi';
import { jobFormValues, toJobRequest, type JobFormValues } from '../jobRules';
import type { OwnJob } from '../jobTypes';
import JobForm from './JobForm';

/** A waiting job's terms in the post form, filled in; saving sends them all with the post's rules. */
export default function EditJobDialog({
  job,
  onClose,
}: {
  job: OwnJob | null;
  onClose: () => void;
}) {
  const t = useT();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [editJob] = useEditJobMutation();

  const save = async (values: JobFormValues) => {
    if (!job) {
      return;
    }
    await editJob({ id: job._id, body: toJobRequest(values, true) }).unwrap();
    toast.success(translate('jobs.done.edited'));
    onClose();
  };

  return (
    <Dialog
      open={Boolean(job)}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('jobs.edit.title')}</DialogTitle>
      <DialogContent>
        {job && (
          <JobForm
            initial={jobFormValues(job)}
            onSave={save}
            submitLabel={t('jobs.edit.save')}
            labelledBy={titleId}
            actions={
              <Button onClick={onClose} size="large">
                {t('jobs.dialog.cancel')}
              </Button>
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
