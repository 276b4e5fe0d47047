import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../../i18n';

/** The texts are shown as given: pass them in the user's language. */
export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Red confirm button for destructive actions. */
  destructive?: boolean;
}

/**
 * A promise-based confirmation dialog: `if (await confirm({...})) { ... }`.
 * Render `dialog` once in the page; Escape, the backdrop and Cancel answer false.
 */
export function useConfirm() {
  const t = useT();
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  const titleId = useId();
  const textId = useId();

  const confirm = useCallback((next: ConfirmOptions) => {
    resolver.current?.(false);
    setOptions(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    // The options stay until the next call so the closing dialog keeps its text.
    setOpen(false);
  };

  const dialog = (
    <Dialog
      open={open}
      onClose={() => answer(false)}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{options?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{options?.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(false)}>{t('admin.confirm.cancel')}</Button>
        <Button
          onClick={() => answer(true)}
          variant="contained"
          color={options?.destructive ? 'error' : 'primary'}
          autoFocus
        >
          {options?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );

  return { confirm, dialog };
}
