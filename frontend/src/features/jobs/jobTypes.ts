import type { TeachingMode } from '@tutorhub/contracts';
import type { TutorRating } from '../../store/apiTypes';

// The tuition-job calls' bodies and answers.

export const JOB_STATUSES = ['pending', 'open', 'rejected', 'closed', 'filled', 'expired'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const APPLICATION_STATUSES = [
  'applied',
  'shortlisted',
  'trial',
  'hired',
  'rejected',
  'withdrawn',
  'closed',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const CURRICULA = [
  'bangla-medium',
  'english-version',
  'english-medium',
  'madrasa',
  'other',
] as const;
export type Curriculum = (typeof CURRICULA)[number];

export const TUTOR_GENDERS = ['any', 'female', 'male'] as const;
export type TutorGender = (typeof TUTOR_GENDERS)[number];

export const JOB_REJECT_REASONS = [
  'contact-details',
  'incomplete',
  'duplicate',
  'not-tuition',
  'other',
] as const;
export type JobRejectReason = (typeof JOB_REJECT_REASONS)[number];

/** POST /api/jobs */
export interface JobRequest {
  subject: string;
  classLevel: string;
  curriculum: Curriculum;
  location: string;
  mode: TeachingMode;
  daysPerWeek: number;
  salaryMin: number;
  salaryMax: number;
  tutorGender: TutorGender;
  students: number;
  startDate: string;
  details?: string;
}

/** A job as the board shows it (GET /api/jobs, GET /api/jobs/{id}); `applications` counts them. */
export interface Job extends Required<JobRequest> {
  _id: string;
  status: JobStatus;
  postedAt: string | null;
  applications: number;
}

/** GET /api/jobs/mine: the owner's job with its applications counted by status. */
export interface OwnJob extends Job {
  counts: Partial<Record<ApplicationStatus, number>>;
}

/** GET /api/jobs */
export interface JobQuery {
  subject?: string;
  location?: string;
  mode?: TeachingMode;
  curriculum?: Curriculum;
  minSalary?: number;
  page?: number;
  limit?: number;
}

/** POST /api/jobs/{id}/applications */
export interface ApplicationRequest {
  note?: string;
  expectedSalary: number;
}

/** GET /api/jobs/{id}/applications: an applicant as the job's owner sees them. */
export interface Applicant {
  _id: string;
  status: ApplicationStatus;
  note: string | null;
  expectedSalary: number;
  createdAt: string;
  trialAt: string | null;
  tutor: {
    _id: string;
    name: string;
    image: string | null;
    subject: string;
    teachingSubject: string;
    location: string;
    verified: boolean;
    rating: TutorRating;
  };
}

/** GET /api/applications/mine: a tutor's application with the job's public fields. */
export interface OwnApplication {
  _id: string;
  status: ApplicationStatus;
  note: string | null;
  expectedSalary: number;
  createdAt: string;
  trialAt: string | null;
  job: Job;
}

/** PATCH /api/applications/{id} */
export type ApplicationMove =
  | { status: 'shortlisted' | 'rejected' | 'hired' | 'withdrawn' }
  | { status: 'trial'; trialAt: string };

/** PATCH /api/admin/jobs/{id} */
export type JobReview = { status: 'open' } | { status: 'rejected'; reason: JobRejectReason };
