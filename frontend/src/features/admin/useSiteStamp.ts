import { useCallback } from 'react';
import { useFormat, useLanguage } from '../../i18n';

/**
 * A record's date or date and time. The API sends it twice: as an instant and as English text in
 * the site's time zone (`11/22/2024`, `3:05:09 PM`). English shows that text, as the dashboard
 * always has; Bangla formats the instant in the site's time zone, with Bengali digits.
 */
export function useSiteStamp() {
  const { language } = useLanguage();
  const format = useFormat();
  return useCallback(
    (instant: string, englishText: string, withTime = false) =>
      language === 'en' ? englishText : withTime ? format.dateTime(instant) : format.date(instant),
    [language, format],
  );
}
