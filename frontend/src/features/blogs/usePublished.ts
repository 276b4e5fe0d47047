import { useCallback } from 'react';
import type { Blog } from '../../app/apiTypes';
import { useFormat, useLanguage } from '../../i18n';

type Stamped = Pick<Blog, 'publishedAt' | 'publishedDate' | 'time'>;

/**
 * When a post was published, as `{ date, time }`. The API sends both as English text in the
 * site's time zone (`11/22/2024`, `3:05:09 PM`): English shows that text, as the blog always has;
 * Bangla formats the instant in the site's time zone, with Bengali digits.
 */
export function usePublished(): (blog: Stamped) => { date: string; time: string } {
  const { language } = useLanguage();
  const format = useFormat();
  return useCallback(
    (blog: Stamped) =>
      language === 'en'
        ? { date: blog.publishedDate, time: blog.time }
        : { date: format.date(blog.publishedAt), time: format.time(blog.publishedAt) },
    [language, format],
  );
}
