import { TextField } from '@mui/material';
import { useState } from 'react';
import ConfirmationDialog from '../../../components/ConfirmationDialog';
import { translateMessage, useT } from '../../../i18n';
import {
  JOB_MESSAGES,
  JOB_REJECT_REASON_LABELS,
  JOB_REJECT_REASONS,
  type JobRejectReason,
} from '@tutorhub/contracts';

/** An admin's rejection of a job, with the reason its owner is told; null when cancelled. */
export default function RejectJobDialog({
  title,
  onAnswer,
}: {
  /** The job, named; no dialog when null. */
  title: string | null;
  onAnswer: (reason: JobRejectReason | null) => void;
}) {
  const t = useT();
  const [reason, setReason] = useState<JobRejectReason | ''>('');
  const [tried, setTried] = useState(false);
  const answer = (value: JobRejectReason | null) => {
    setReason('');
    setTried(false);
    onAnswer(value);
  };
  return (
    <ConfirmationDialog
      open={title !== null}
      title={t('jobs.admin.rejectTitle', { title: title ?? '' })}
      message={t('jobs.admin.rejectMessage')}
      cancelLabel={t('jobs.dialog.cancel')}
      confirmLabel={t('jobs.action.reject')}
      destructive
      onCancel={() => answer(null)}
      onConfirm={() => (reason ? answer(reason) : setTried(true))}
    >
      <TextField
        id="job-reject-reason"
        label={t('jobs.admin.reason')}
        select
        required
        fullWidth
        value={reason}
        onChange={(e) => setReason(e.target.value as JobRejectReason | '')}
        error={tried && !reason}
        helperText={tried && !reason ? translateMessage(JOB_MESSAGES.rejectReason) : ' '}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" disabled>
          {t('jobs.post.choose')}
        </option>
        {JOB_REJECT_REASONS.map((r) => (
          <option key={r} value={r}>
            {translateMessage(JOB_REJECT_REASON_LABELS[r])}
          </option>
        ))}
      </TextField>
    </ConfirmationDialog>
  );
}
