import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST } from '@tutorhub/contracts';

/** react-hot-toast with the original site's toast durations and on-screen limit (TOAST). */
export default function AppToaster() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .filter((_, i) => i >= TOAST.maxVisible)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
  return (
    <Toaster
      position="top-center"
      containerStyle={{ top: 72 }}
      toastOptions={{
        duration: TOAST.blankMs,
        success: { duration: TOAST.successMs },
        error: { duration: TOAST.errorMs },
      }}
    />
  );
}
