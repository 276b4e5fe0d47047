import type { InsertResult } from '../store/apiTypes';
import { useState } from 'react';
import type { FieldValues, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { applyFieldErrors, errorMessage } from './apiError';
import { toast } from './toast';
import { useImageUpload } from './useImageUpload';

interface Options<T> {
  /** The message when no image is chosen. */
  imageMessage: string;
  /** The form fields the API may answer field errors for. */
  textFields: readonly string[];
  successMessage: string;
  failMessage: string;
  /** Sends the record with the uploaded image's URL. */
  send: (values: T, image: string) => Promise<InsertResult>;
  /** Called with null when a post starts and with the new id once it is in. */
  onPosted: (insertedId: string | null) => void;
}

/**
 * Submits a form with an `image` file input: uploads the image (with progress), sends the
 * record, toasts, and resets the form; the API's field errors go onto their fields.
 */
export function usePostWithImage<T extends FieldValues & { image: FileList | null }>(
  form: UseFormReturn<T>,
  options: Options<T>,
) {
  const { upload, progress } = useImageUpload();
  const [busy, setBusy] = useState(false);
  // The generic form narrows to the image field here.
  const setError = form.setError as unknown as UseFormSetError<{ image: FileList | null }>;

  const onSubmit = form.handleSubmit(async (values) => {
    const file = values.image?.[0];
    if (!file) {
      setError('image', { message: options.imageMessage });
      return;
    }
    setBusy(true);
    options.onPosted(null);
    try {
      const image = await upload(file);
      const result = await options.send(values, image);
      if (result.insertedId) {
        toast.success(options.successMessage);
        form.reset();
        options.onPosted(result.insertedId);
      } else {
        toast.error(options.failMessage);
      }
    } catch (err) {
      if (!applyFieldErrors(err, form.setError, options.textFields)) {
        toast.error(errorMessage(err, options.failMessage));
      }
    } finally {
      setBusy(false);
    }
  });

  return { onSubmit, progress, busy };
}
