import type { UseFormRegisterReturn } from 'react-hook-form';

/** Adapts react-hook-form's register() to MUI inputs (ref goes to the <input>). */
export function mui<T extends string>(reg: UseFormRegisterReturn<T>) {
  const { ref, ...rest } = reg;
  return { inputRef: ref, ...rest };
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits only, optional leading + (4–15 digits, as the API accepts). */
export const PHONE_PATTERN = /^\+?\d{4,15}$/;
