import { useCallback } from 'react';
import type { Blog } from '../store/apiTypes';
import { useSiteStamp } from '../i18n';

type Stamped = Pick<Blog, 'publishedAt' | 'publishedDate' | 'time'>;

/** When a post was published, as `{ date, time }` in the active language. */
export function usePublished(): (blog: Stamped) => { date: string; time: string } {
  const stamp = useSiteStamp();
  return useCallback(
    (blog: Stamped) => ({
      date: stamp(blog.publishedAt, blog.publishedDate),
      time: stamp(blog.publishedAt, blog.time, 'time'),
    }),
    [stamp],
  );
}
