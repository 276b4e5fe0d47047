import { useCallback, useRef, useState, type ReactNode } from 'react';
import ConfirmationDialog from './ConfirmationDialog';
import type { DeleteResult } from '../store/apiTypes';
import { useT } from '../i18n';
import { runAction } from '../lib/runAction';

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
    <ConfirmationDialog
      open={open}
      title={options?.title}
      message={options?.message}
      cancelLabel={t('admin.confirm.cancel')}
      confirmLabel={options?.confirmLabel}
      destructive={options?.destructive}
      onCancel={() => answer(false)}
      onConfirm={() => answer(true)}
    />
  );

  /** Asks with a red Delete button, then deletes; the toast says whether a record went. */
  const confirmDelete = useCallback(
    async (
      question: Pick<ConfirmOptions, 'title' | 'message'>,
      remove: () => Promise<DeleteResult>,
      success: string,
    ) => {
      if (await confirm({ ...question, confirmLabel: t('admin.delete'), destructive: true })) {
        await runAction(remove(), { done: (r) => r.deletedCount > 0, success });
      }
    },
    [confirm, t],
  );

  return { confirm, confirmDelete, dialog };
}
