/**
 * The URL's search params with `changes` made (an empty or undefined value removes its param),
 * back on the list's first page unless `resetPage` is false. Params left empty (a form sent
 * before the app ran sends every field) are dropped.
 */
export function changedParams(
  params: URLSearchParams,
  changes: Record<string, string | undefined>,
  resetPage = true,
): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of params) {
    if (value !== '' && !(key in changes) && !(resetPage && key === 'page')) {
      next.append(key, value);
    }
  }
  for (const [key, value] of Object.entries(changes)) {
    if (value) {
      next.set(key, value);
    }
  }
  return next;
}

/** The search part of a URL with `params` (none when there are none). */
export const searchOf = (params: URLSearchParams) => (params.size > 0 ? `?${params}` : '');
