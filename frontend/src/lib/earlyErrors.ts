import { useLayoutEffect, useRef } from 'react';
import { get, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { EARLY_ERROR_ATTRIBUTE, EARLY_ERRORS_ATTRIBUTE } from '../app/prerendered';
import { translateMessage } from '../i18n';

/**
 * The props of a form whose submit button, pressed before the app runs, has the first-paint
 * loader mark its empty fields with `messages` (by field name, in the reader's language), and
 * its ref: once the app has checked the form on the held press, its own errors replace those
 * marks in the same frame (hydration keeps attributes React did not render, so they would stay).
 */
export function useEarlyErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  messages: Record<string, string>,
) {
  const ref = useRef<HTMLFormElement>(null);
  const { submitCount, errors } = form.formState;
  useLayoutEffect(() => {
    if (submitCount === 0) {
      return;
    }
    for (const field of ref.current?.querySelectorAll(`[${EARLY_ERROR_ATTRIBUTE}]`) ?? []) {
      field.removeAttribute(EARLY_ERROR_ATTRIBUTE);
      const input = field.querySelector<HTMLInputElement>('input,select,textarea');
      input?.setAttribute('aria-invalid', String(Boolean(get(errors, input.name))));
    }
  }, [submitCount, errors]);
  const translated = Object.fromEntries(
    Object.entries(messages).map(([name, message]) => [name, translateMessage(message)]),
  );
  return { ref, [EARLY_ERRORS_ATTRIBUTE]: JSON.stringify(translated) };
}
