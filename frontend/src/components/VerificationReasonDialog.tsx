import { TextField } from '@mui/material';
import { useState } from 'react';
import ConfirmationDialog from './ConfirmationDialog';
import { useT, type MessageKey } from '../i18n';
import { VERIFICATION_REJECT_REASONS, type VerificationRejectReason } from '@tutorhub/contracts';

export type VerificationReason = VerificationRejectReason;

export const REASON_LABEL: Record<VerificationReason, MessageKey> = {
  unreadable: 'verification.reason.unreadable',
  mismatch: 'verification.reason.mismatch',
  'expired-document': 'verification.reason.expiredDocument',
  'not-a-document': 'verification.reason.notADocument',
  other: 'verification.reason.other',
};

/** What the tutor is told to send again for each reason. */
export const REASON_HINT: Record<VerificationReason, MessageKey> = {
  unreadable: 'verification.hint.unreadable',
  mismatch: 'verification.hint.mismatch',
  'expired-document': 'verification.hint.expiredDocument',
  'not-a-document': 'verification.hint.notADocument',
  other: 'verification.hint.other',
};

export interface ReasonAnswer {
  reason: VerificationReason;
  /** Required with 'other'. */
  note?: string;
}

/**
 * Asks for the reason (and a note, required for "other") of a refusal; with `freeText`, the
 * reason is the note alone (taking the badge away: 'other' and its note). Answers null when
 * cancelled. The texts are given translated.
 */
export default function VerificationReasonDialog({
  open,
  title,
  message,
  confirmLabel,
  freeText,
  onAnswer,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Only a written reason, no choice. */
  freeText?: boolean;
  onAnswer: (answer: ReasonAnswer | null) => void;
}) {
  const t = useT();
  const [chosen, setReason] = useState<VerificationReason | ''>('');
  const reason = freeText ? 'other' : chosen;
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const noteMissing = reason === 'other' && !note.trim();
  const answer = (value: ReasonAnswer | null) => {
    setReason('');
    setNote('');
    setTried(false);
    onAnswer(value);
  };
  const confirm = () => {
    if (!reason || noteMissing) {
      setTried(true);
      return;
    }
    answer(note.trim() ? { reason, note: note.trim() } : { reason });
  };
  return (
    <ConfirmationDialog
      open={open}
      title={title}
      message={message}
      cancelLabel={t('verification.dialog.cancel')}
      confirmLabel={confirmLabel}
      destructive
      onCancel={() => answer(null)}
      onConfirm={confirm}
    >
      {!freeText && (
        <TextField
          id="verification-reason"
          label={t('verification.dialog.reason')}
          select
          required
          fullWidth
          value={reason}
          onChange={(e) => setReason(e.target.value as VerificationReason | '')}
          error={tried && !reason}
          helperText={tried && !reason ? t('verification.dialog.reasonMissing') : ' '}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" disabled>
            {t('verification.dialog.choose')}
          </option>
          {VERIFICATION_REJECT_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(REASON_LABEL[r])}
            </option>
          ))}
        </TextField>
      )}
      <TextField
        id="verification-note"
        label={t(freeText ? 'verification.dialog.reason' : 'verification.dialog.note')}
        fullWidth
        multiline
        minRows={2}
        required={reason === 'other'}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={tried && noteMissing}
        helperText={
          tried && noteMissing
            ? t('verification.dialog.noteMissing')
            : // The written reason is always required: "optional, except with Other" would mislead.
              freeText
              ? ' '
              : t('verification.dialog.noteHelp')
        }
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </ConfirmationDialog>
  );
}
