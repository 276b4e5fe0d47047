import type { ApplicationStatus, Curriculum, TeachingMode, TutorGender } from '@tutorhub/contracts';

export type {
  AdminJob,
  AdminJobQuery,
  Applicant,
  Job,
  JobQuery,
  JobReview,
  OwnApplication,
  OwnJob,
} from '../../store/apiTypes';

// The two bodies whose optional text fields the API's document types as objects, declared here
// until it types them as strings.

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

/** POST /api/jobs/{id}/applications */
export interface ApplicationRequest {
  note?: string;
  expectedSalary: number;
}

/** PATCH /api/applications/{id} */
export type ApplicationMove =
  | { status: Exclude<ApplicationStatus, 'trial' | 'applied' | 'closed'> }
  | { status: 'trial'; trialAt: string };
