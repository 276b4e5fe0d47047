import { SITE } from '@tutorhub/contracts';

const FORMAT = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const SITE_DATE = new Intl.DateTimeFormat('en-GB', { ...FORMAT, timeZone: SITE.timeZone });
const CALENDAR_DATE = new Intl.DateTimeFormat('en-GB', { ...FORMAT, timeZone: 'UTC' });

/** A timestamp as a date in the site's time zone, e.g. '5 Dec 2026'. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : SITE_DATE.format(date);
}

/** A YYYY-MM-DD calendar date (it has no time zone), e.g. '5 Dec 2026'. */
export function formatCalendarDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : CALENDAR_DATE.format(date);
}

/** A monthly salary, e.g. 'BDT 5,000 / month'. */
export function formatSalary(amount: number): string {
  return `${SITE.currency} ${amount.toLocaleString('en-US')} / month`;
}
