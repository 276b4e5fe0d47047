import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { HIRE_REASONS, type HireReason } from '@tutorhub/contracts';
import { useId, useState } from 'react';
import { useT, useTerm } from '../../../i18n';
import type { HireMoveStatus } from '../types';

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
  const titleId = useId();
  const textId = useId();
  const answer = (value: { reason?: HireReason } | null) => {
    setReason('');
    onAnswer(value);
  };
  return (
    <Dialog
      open={Boolean(move)}
      onClose={() => answer(null)}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{move?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {move?.message}
        </DialogContentText>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(null)}>{t('hires.move.keep')}</Button>
        <Button
          variant="contained"
          color="error"
          autoFocus
          onClick={() => answer(reason ? { reason } : {})}
        >
          {move?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
