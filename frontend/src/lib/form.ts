import type { UseFormRegisterReturn } from 'react-hook-form';

/** Adapts react-hook-form's register() to MUI inputs (ref goes to the <input>). */
export function mui<T extends string>(reg: UseFormRegisterReturn<T>) {
  const { ref, ...rest } = reg;
  return { inputRef: ref, ...rest };
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^\+?\d{6,15}$/;
