import { type ChargeStatus, LIMITS } from '@tutorhub/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The service charge settings, as validated at boot. */
export interface ChargeSettings {
  /** Percent of the monthly salary; 0 turns the charge off. */
  percent: number;
  /** Days after acceptance the charge falls due. */
  dueDays: number;
}

/**
 * `percent` % of `salary`, in whole taka, halves rounded up. Whole-number arithmetic, so no
 * floating-point remainder can tip a half (7,777 at 50 % is 3,889).
 */
export function chargeAmount(salary: number, percent: number): number {
  return Math.floor((salary * percent + 50) / 100);
}

/**
 * What a hire accepted at `acceptedAt` is charged and when it falls due, or null when nothing is
 * charged (the fee is off, or rounds to nothing).
 */
export function chargeTerms(
  salary: number,
  acceptedAt: Date,
  settings: ChargeSettings,
): { amount: number; dueAt: Date } | null {
  const amount = chargeAmount(salary, settings.percent);
  if (amount <= 0) {
    return null;
  }
  return { amount, dueAt: new Date(acceptedAt.getTime() + settings.dueDays * DAY_MS) };
}

/** The readable invoice number: `TH-<year>-<sequence, six digits at least>`. */
export function formatInvoice(year: string | number, sequence: number): string {
  return `TH-${year}-${String(sequence).padStart(6, '0')}`;
}

/** A charge still owed after its due date: its tutor may not take new work until it is settled. */
export function isOverdue(charge: { status: ChargeStatus; dueAt: Date }, now: Date): boolean {
  return charge.status === 'due' && charge.dueAt.getTime() < now.getTime();
}

/** Who ended a tuition. */
export type EndedBy = 'tutor' | 'student' | 'admin';

/**
 * Whether ending a tuition cancels its unpaid charge: when the student or an admin ends it
 * within the first days, the tutor got no real work out of it. The tutor ending it does not:
 * otherwise a tutor could walk away from any fee.
 */
export function cancelsCharge(acceptedAt: Date, endedAt: Date, endedBy: EndedBy): boolean {
  return (
    endedBy !== 'tutor' &&
    endedAt.getTime() - acceptedAt.getTime() <= LIMITS.chargeCancelDays * DAY_MS
  );
}
