import { TextField } from '@mui/material';
import { HIRE_REASONS, type HireReason } from '@tutorhub/contracts';
import { useState } from 'react';
import ConfirmationDialog from '../../../components/ConfirmationDialog';
import { useT, useTerm } from '../../../i18n';
import type { HireMoveStatus } from '../../../store/hireTypes';

/** What the dialog asks, already in the user's language. */
export interface MoveConfirmation {
  status: HireMoveStatus;
  title: string;
  message: string;
  confirmLabel: string;
}

/**
 * Confirms a decline, cancellation or end, with an optional reason the other party will see.
 * Escape, the backdrop and 'Keep it' answer null.
 */
export default function MoveDialog({
  move,
  onAnswer,
}: {
  move: MoveConfirmation | null;
  onAnswer: (answer: { reason?: HireReason } | null) => void;
}) {
  const t = useT();
  const term = useTerm();
  const [reason, setReason] = useState<HireReason | ''>('');
  const answer = (value: { reason?: HireReason } | null) => {
    setReason('');
    onAnswer(value);
  };
  return (
    <ConfirmationDialog
      open={Boolean(move)}
      title={move?.title}
      message={move?.message}
      cancelLabel={t('hires.move.keep')}
      confirmLabel={move?.confirmLabel}
      destructive
      onCancel={() => answer(null)}
      onConfirm={() => answer(reason ? { reason } : {})}
    >
      <TextField
        id="move-reason"
        label={t('hires.move.reasonLabel')}
        select
        fullWidth
        value={reason}
        onChange={(e) => setReason(e.target.value as HireReason | '')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('hires.move.noReason')}</option>
        {HIRE_REASONS.map((r) => (
          <option key={r} value={r}>
            {term.hireReason(r)}
          </option>
        ))}
      </TextField>
    </ConfirmationDialog>
  );
}
