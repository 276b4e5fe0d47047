import { TextField } from '@mui/material';
import { JOB_MESSAGES, LIMITS } from '@tutorhub/contracts';
import { useState } from 'react';
import ConfirmationDialog from '../../../components/ConfirmationDialog';
import { translateMessage, useT } from '../../../i18n';
import { bangladeshLocal, trialInstant } from '../jobRules';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Asks when the trial class is, in Bangladesh time, within the next 30 days; answers the
 * instant (ISO), or null when cancelled.
 */
export default function TrialDialog({
  name,
  onAnswer,
}: {
  /** The applicant's name; no dialog when null. */
  name: string | null;
  onAnswer: (trialAt: string | null) => void;
}) {
  const t = useT();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const now = new Date();
  const instant = trialInstant(value, now);
  const invalid = touched && !instant;
  const answer = (trialAt: string | null) => {
    setValue('');
    setTouched(false);
    onAnswer(trialAt);
  };
  return (
    <ConfirmationDialog
      open={name !== null}
      title={t('jobs.trial.title', { name: name ?? '' })}
      message={t('jobs.trial.message', { days: LIMITS.trialDaysAhead })}
      cancelLabel={t('jobs.dialog.cancel')}
      confirmLabel={t('jobs.action.trial')}
      onCancel={() => answer(null)}
      onConfirm={() => (instant ? answer(instant) : setTouched(true))}
    >
      <TextField
        id="trial-at"
        type="datetime-local"
        label={t('jobs.trial.when')}
        fullWidth
        required
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setTouched(true);
        }}
        error={invalid}
        helperText={invalid ? translateMessage(JOB_MESSAGES.trialAt) : ' '}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: {
            min: bangladeshLocal(now),
            max: bangladeshLocal(new Date(now.getTime() + LIMITS.trialDaysAhead * DAY_MS)),
          },
        }}
      />
    </ConfirmationDialog>
  );
}
