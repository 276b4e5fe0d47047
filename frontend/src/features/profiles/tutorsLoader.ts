import {
  TEACHING_MODES,
  TEACHING_SUBJECTS,
  TUTOR_SORTS,
  type TeachingMode,
  type TeachingSubject,
  type TutorSort,
} from '@tutorhub/contracts';
import type { LoaderFunction } from 'react-router-dom';
import type { TutorQuery } from '../../store/apiTypes';
import type { AppStore } from '../../store/store';
import { getAccessToken } from '../../lib/http';
import { profilesApi } from '../../store/endpoints/profilesApi';

export const TUTORS_PAGE_SIZE = 12;

function toInt(value: string | null): number | undefined {
  if (value === null || value.trim() === '') {
    return undefined;
  }
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

/**
 * Asks for the list as soon as the store is ready, while the page's code is still loading (the
 * page then reads it from the cache). In the browser the page does not wait for it; rendered by
 * the API (only with a member's session), the page goes out with the list in it. A visitor with
 * no session is on the way to the login page: nothing is asked.
 */
export const makeLoader =
  (store: AppStore): LoaderFunction =>
  async ({ request }) => {
    if (import.meta.env.SSR || getAccessToken()) {
      const query = tutorQueryFromParams(new URL(request.url).searchParams);
      const list = store.dispatch(
        profilesApi.endpoints.getTutors.initiate(query, { subscribe: false }),
      );
      if (import.meta.env.SSR) {
        await list;
      }
    }
    return null;
  };

/** The server query described by the URL's search params. */
export function tutorQueryFromParams(params: URLSearchParams): TutorQuery {
  const subject = params.get('subject') ?? '';
  const mode = params.get('mode') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    subject: (TEACHING_SUBJECTS as readonly string[]).includes(subject)
      ? (subject as TeachingSubject)
      : undefined,
    q: params.get('q')?.trim() || undefined,
    location: params.get('location')?.trim() || undefined,
    mode: (TEACHING_MODES as readonly string[]).includes(mode) ? (mode as TeachingMode) : undefined,
    minSalary: toInt(params.get('minSalary')),
    maxSalary: toInt(params.get('maxSalary')),
    verified: params.get('verified') === 'true' ? true : undefined,
    sort: (TUTOR_SORTS as readonly string[]).includes(sort) ? (sort as TutorSort) : undefined,
    page: toInt(params.get('page')) || 1,
    limit: TUTORS_PAGE_SIZE,
  };
}
