import type { MessageKey } from '../../i18n';
import type { ApplicationStatus, Curriculum, JobStatus, TutorGender } from '@tutorhub/contracts';

// The jobs' stable values, named in the catalog (a value missing here fails the type check).

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

/** Chip colours (filled, as the hires' are: their text passes contrast): running, done well, other. */
const STATUS_COLOR: Partial<Record<JobStatus | ApplicationStatus, 'primary' | 'success'>> = {
  open: 'primary',
  applied: 'primary',
  shortlisted: 'primary',
  trial: 'primary',
  hired: 'success',
  filled: 'success',
};

export const statusColor = (status: JobStatus | ApplicationStatus) =>
  STATUS_COLOR[status] ?? 'default';
