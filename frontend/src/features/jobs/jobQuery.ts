import {
  CURRICULA,
  TEACHING_MODES,
  TEACHING_SUBJECTS,
  type Curriculum,
  type TeachingMode,
} from '@tutorhub/contracts';
import type { JobQuery } from './jobTypes';

export const JOBS_PAGE_SIZE = 12;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly (string | null)[]).includes(value) ? (value as T) : undefined;

function wholeNumber(value: string | null): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** The board's query described by the URL's search params (anything else in them is ignored). */
export function jobQueryFromParams(params: URLSearchParams): JobQuery {
  return {
    subject: oneOf(TEACHING_SUBJECTS, params.get('subject')),
    location: params.get('location')?.trim() || undefined,
    mode: oneOf<TeachingMode>(TEACHING_MODES, params.get('mode')),
    curriculum: oneOf<Curriculum>(CURRICULA, params.get('curriculum')),
    minSalary: wholeNumber(params.get('minSalary')),
    page: wholeNumber(params.get('page')) || 1,
    limit: JOBS_PAGE_SIZE,
  };
}
