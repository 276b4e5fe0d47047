import { SITE } from '@tutorhub/contracts';
import { i18n, INTL_LOCALE, type Language } from './language';

export interface Formatters {
  /** 1,23,456 in Bangla (Bengali digits, lakh grouping), 123,456 in English. */
  number(n: number): string;
  /** A year, without grouping: ২০২৪ | 2024. */
  year(n: number): string;
  /** Taka without decimals: ৳৫,০০০ | ৳5,000. */
  money(n: number): string;
  /** A monthly salary: ৳৫,০০০/মাস | ৳5,000/month. */
  salary(n: number): string;
  /** A timestamp as a date in the site's time zone: ৫ ডিসে, ২০২৬ | 5 Dec 2026. */
  date(value: string | Date): string;
  /** A timestamp as date and time in the site's time zone. */
  dateTime(value: string | Date): string;
  /** A timestamp's time of day in the site's time zone: ৩:০৫ PM | 3:05 pm. */
  time(value: string | Date): string;
  /** A YYYY-MM-DD calendar day (it has no time zone), shown like `date`. */
  calendarDate(day: string): string;
}

const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;
/**
 * English keeps the 12-hour clock, named by its cycle: Node's ICU reads `hour12: true` in en-GB
 * as 0-11 ("0:26 pm"), Chromium's as 1-12, and a page the API renders must read as the browser
 * hydrates it. Intl writes bn-BD's day period in Latin letters ("২:০৫ AM"), so Bangla uses the
 * 24-hour clock ("১৪:০৫").
 */
const TIME: Record<Language, Intl.DateTimeFormatOptions> = {
  en: { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' },
  bn: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `make()` on first call, its result after: building an Intl formatter is costly. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/**
 * A whole year in the language's digits. Written out rather than through Intl: the footer shows
 * one on every page as it hydrates, and the first Intl formatter a page builds held a phone's
 * main thread for about 50 ms.
 */
function writeYear(year: number, language: Language): string {
  const digits = String(Math.trunc(year));
  return language === 'bn' ? digits.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]) : digits;
}

function createFormatters(language: Language): Formatters {
  const locale = INTL_LOCALE[language];
  // Each formatter is built when first used: building all of them at start-up held a phone's
  // main thread for tens of milliseconds, for formats most pages never show.
  const dateTimeFormat = (options: Intl.DateTimeFormatOptions) =>
    once(() => new Intl.DateTimeFormat(locale, options));
  const numbers = once(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
  const siteDate = dateTimeFormat({ ...DATE, timeZone: SITE.timeZone });
  const siteDateTime = dateTimeFormat({ ...DATE, ...TIME[language], timeZone: SITE.timeZone });
  const siteTime = dateTimeFormat({ ...TIME[language], timeZone: SITE.timeZone });
  const calendar = dateTimeFormat({ ...DATE, timeZone: 'UTC' });
  // Intl's BDT currency style puts ৳ after the number and adds decimals in bn-BD, so the
  // symbol goes in front of a plain whole number on purpose, the way prices are written.
  const money = (n: number) => `৳${numbers().format(n)}`;
  return {
    number: (n) => numbers().format(n),
    year: (n) => writeYear(n, language),
    money,
    salary: (n) => i18n._('common.format.salary', { amount: money(n) }),
    date: (value) => {
      const date = toDate(value);
      return date ? siteDate().format(date) : String(value);
    },
    dateTime: (value) => {
      const date = toDate(value);
      return date ? siteDateTime().format(date) : String(value);
    },
    time: (value) => {
      const date = toDate(value);
      return date ? siteTime().format(date) : String(value);
    },
    calendarDate: (day) => {
      const date = toDate(`${day}T00:00:00Z`);
      return date ? calendar().format(date) : day;
    },
  };
}

const cache = new Map<Language, Formatters>();

/** The formatters of `language` (built once per language; Intl formatters are costly). */
export function formattersFor(language: Language): Formatters {
  let formatters = cache.get(language);
  if (!formatters) {
    formatters = createFormatters(language);
    cache.set(language, formatters);
  }
  return formatters;
}
