import type { MessageKey } from '../../i18n';
import type { ApplicationStatus, Curriculum, JobStatus, TutorGender } from '@tutorhub/contracts';

// The jobs' stable values, named in the catalog (a value missing here fails the type check).

export const JOB_STATUS_LABEL: Record<JobStatus, MessageKey> = {
  pending: 'jobs.status.pending',
  open: 'jobs.status.open',
  rejected: 'jobs.status.rejected',
  closed: 'jobs.status.closed',
  filled: 'jobs.status.filled',
  expired: 'jobs.status.expired',
};

export const APPLICATION_STATUS_LABEL: Record<ApplicationStatus, MessageKey> = {
  applied: 'jobs.application.applied',
  shortlisted: 'jobs.application.shortlisted',
  trial: 'jobs.application.trial',
  hired: 'jobs.application.hired',
  rejected: 'jobs.application.rejected',
  withdrawn: 'jobs.application.withdrawn',
  closed: 'jobs.application.closed',
};

export const CURRICULUM_LABEL: Record<Curriculum, MessageKey> = {
  'bangla-medium': 'jobs.curriculum.banglaMedium',
  'english-version': 'jobs.curriculum.englishVersion',
  'english-medium': 'jobs.curriculum.englishMedium',
  madrasa: 'jobs.curriculum.madrasa',
  other: 'jobs.curriculum.other',
};

export const TUTOR_GENDER_LABEL: Record<TutorGender, MessageKey> = {
  any: 'jobs.gender.any',
  female: 'jobs.gender.female',
  male: 'jobs.gender.male',
};

/** Chip colours: what is still moving, what ended well, what ended otherwise. */
export const STATUS_COLOR = {
  pending: 'warning',
  open: 'primary',
  applied: 'primary',
  shortlisted: 'info',
  trial: 'info',
  hired: 'success',
  filled: 'success',
} as const satisfies Partial<Record<JobStatus | ApplicationStatus, string>>;

export function statusColor(status: JobStatus | ApplicationStatus) {
  return (
    (STATUS_COLOR as Partial<Record<string, (typeof STATUS_COLOR)[keyof typeof STATUS_COLOR]>>)[
      status
    ] ?? 'default'
  );
}
