import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, type ReactNode } from 'react';

interface Props {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  cancelLabel: string;
  confirmLabel: ReactNode;
  /** Red confirm button for destructive actions. */
  destructive?: boolean;
  /** Escape, the backdrop and the cancel button. */
  onCancel: () => void;
  onConfirm: () => void;
  /** What the dialog asks besides yes or no, below the message. */
  children?: ReactNode;
}

/** A yes-or-no question named by its title and described by its message; confirm has focus. */
export default function ConfirmationDialog({
  open,
  title,
  message,
  cancelLabel,
  confirmLabel,
  destructive,
  onCancel,
  onConfirm,
  children,
}: Props) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={children ? { mb: 2 } : undefined}>
          {message}
        </DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{cancelLabel}</Button>
        <Button
          onClick={onConfirm}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          autoFocus
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
