import { useCallback } from 'react';
import { useFormat, useLanguage } from './hooks';

/** Which part of an instant a stamp shows. */
export type StampPart = 'date' | 'dateTime' | 'time';

/**
 * A record's date, date and time, or time. The API sends it twice: as an instant and as English
 * text in the site's time zone (`11/22/2024`, `3:05:09 PM`). English shows that text, as the
 * site always has; other languages format the instant in the site's time zone, in their digits.
 */
export function useSiteStamp(): (instant: string, englishText: string, part?: StampPart) => string {
  const { language } = useLanguage();
  const format = useFormat();
  return useCallback(
    (instant: string, englishText: string, part: StampPart = 'date') =>
      language === 'en' ? englishText : format[part](instant),
    [language, format],
  );
}
