import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const ROWS_PER_PAGE = [10, 25, 50, 100] as const;
export const DEFAULT_ROWS_PER_PAGE = 10;

function positiveInt(raw: string | null): number | undefined {
  const n = raw === null ? NaN : Number(raw);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * Paging, search and filters of a collection table, kept in the URL (`?page=&limit=&q=`) so a
 * reload or Back restores the view. Any change other than the page goes back to page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const rawLimit = positiveInt(params.get('limit'));
  const limit = ROWS_PER_PAGE.find((n) => n === rawLimit) ?? DEFAULT_ROWS_PER_PAGE;
  const q = params.get('q') ?? '';

  const update = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || (key === 'page' && value === 1)) {
              next.delete(key);
            } else {
              next.set(key, String(value));
            }
          }
          if (!('page' in changes)) {
            next.delete('page');
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  // Stable setters, so debounced effects that depend on them are not restarted by renders.
  const setters = useMemo(
    () => ({
      setPage: (p: number) => update({ page: p }),
      setLimit: (n: number) => update({ limit: n === DEFAULT_ROWS_PER_PAGE ? undefined : n }),
      setQ: (text: string) => update({ q: text.trim() || undefined }),
      setFilter: (name: string, value: string) => update({ [name]: value || undefined }),
    }),
    [update],
  );

  return {
    page,
    limit,
    q,
    /** A filter's value ('' when unset). */
    filter: (name: string) => params.get(name) ?? '',
    ...setters,
  };
}

export type ListParams = ReturnType<typeof useListParams>;
