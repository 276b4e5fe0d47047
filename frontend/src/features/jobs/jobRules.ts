import {
  applicationMovesFor,
  JOB_MESSAGES,
  LIMITS,
  SITE,
  TEACHING_MODES,
  TEACHING_SUBJECTS,
  type ApplicationStatus,
  type Curriculum,
  type TeachingMode,
  type TutorGender,
} from '@tutorhub/contracts';
import { withContactRule } from '../../lib/contactRule';
import { maxLength } from '../../lib/form';
import type { ApplicationRequest, Job, JobRequest } from './jobTypes';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day as YYYY-MM-DD in the site's time zone (the API's calendar). */
export function siteDay(at: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE.timeZone }).format(at);
}

/** The first and last start dates a job may ask for, as of `now`. */
export function startDateRange(now = new Date()) {
  return {
    first: siteDay(now),
    last: siteDay(new Date(now.getTime() + LIMITS.jobStartDaysAhead * DAY_MS)),
  };
}

const isWhole = (v: string) => /^\d+$/.test(v.trim());
const inRange = (v: string, min: number, max: number) =>
  isWhole(v) && Number(v) >= min && Number(v) <= max;
const isSalary = (v: string) => inRange(v, LIMITS.jobSalaryMin, LIMITS.jobSalaryMax);
const lengthIn = (v: string, min: number, max: number) =>
  v.trim().length >= min && v.trim().length <= max;

export interface JobFormValues {
  subject: string;
  classLevel: string;
  curriculum: Curriculum | '';
  location: string;
  mode: TeachingMode | '';
  daysPerWeek: string;
  salaryMin: string;
  salaryMax: string;
  tutorGender: TutorGender;
  students: string;
  startDate: string;
  details: string;
}

export const JOB_FIELDS = [
  'subject',
  'classLevel',
  'curriculum',
  'location',
  'mode',
  'daysPerWeek',
  'salaryMin',
  'salaryMax',
  'tutorGender',
  'students',
  'startDate',
  'details',
] as const;

export function jobDefaults(today: string): JobFormValues {
  return {
    subject: '',
    classLevel: '',
    curriculum: '',
    location: '',
    mode: '',
    daysPerWeek: '3',
    salaryMin: '',
    salaryMax: '',
    tutorGender: 'any',
    students: '1',
    startDate: today,
    details: '',
  };
}

/** The form's values of a stored job, to edit it. */
export function jobFormValues(job: Job): JobFormValues {
  return {
    subject: job.subject,
    classLevel: job.classLevel,
    curriculum: job.curriculum,
    location: job.location,
    mode: job.mode,
    daysPerWeek: String(job.daysPerWeek),
    salaryMin: String(job.salaryMin),
    salaryMax: String(job.salaryMax),
    tutorGender: job.tutorGender,
    students: String(job.students),
    startDate: job.startDate,
    details: job.details ?? '',
  };
}

/** The post form's rules, the API's, with its messages word for word. */
export function jobRules(now = new Date()) {
  const { first, last } = startDateRange(now);
  return {
    subject: {
      validate: (v: string) =>
        (TEACHING_SUBJECTS as readonly string[]).includes(v) || JOB_MESSAGES.subject,
    },
    classLevel: withContactRule({
      validate: (v: string) =>
        lengthIn(v, LIMITS.jobClassLevelMin, LIMITS.jobClassLevelMax) || JOB_MESSAGES.classLevel,
    }),
    curriculum: { required: JOB_MESSAGES.curriculum },
    location: withContactRule({
      validate: (v: string) =>
        lengthIn(v, LIMITS.jobLocationMin, LIMITS.jobLocationMax) || JOB_MESSAGES.location,
    }),
    mode: {
      validate: (v: string) =>
        (TEACHING_MODES as readonly string[]).includes(v) || JOB_MESSAGES.mode,
    },
    daysPerWeek: {
      validate: (v: string) =>
        inRange(v, LIMITS.daysPerWeekMin, LIMITS.daysPerWeekMax) || JOB_MESSAGES.daysPerWeek,
    },
    salaryMin: { validate: (v: string) => isSalary(v) || JOB_MESSAGES.salary },
    salaryMax: {
      validate: (v: string, values: JobFormValues) => {
        if (!isSalary(v)) {
          return JOB_MESSAGES.salary;
        }
        return (
          !isSalary(values.salaryMin) ||
          Number(values.salaryMin) <= Number(v) ||
          JOB_MESSAGES.salaryRange
        );
      },
    },
    tutorGender: { required: JOB_MESSAGES.tutorGender },
    students: {
      validate: (v: string) =>
        inRange(v, LIMITS.jobStudentsMin, LIMITS.jobStudentsMax) || JOB_MESSAGES.students,
    },
    startDate: {
      // YYYY-MM-DD strings compare in date order.
      validate: (v: string) =>
        (/^\d{4}-\d{2}-\d{2}$/.test(v) && v >= first && v <= last) || JOB_MESSAGES.startDateRange,
    },
    details: withContactRule({ maxLength: maxLength(LIMITS.jobDetailsMax) }),
  };
}

/** The API body of a filled form: POST leaves out empty details, an edit sends them to clear them. */
export function toJobRequest(values: JobFormValues, edit = false): JobRequest {
  const details = values.details.trim();
  return {
    subject: values.subject,
    classLevel: values.classLevel.trim(),
    curriculum: values.curriculum as Curriculum,
    location: values.location.trim(),
    mode: values.mode as TeachingMode,
    daysPerWeek: Number(values.daysPerWeek),
    salaryMin: Number(values.salaryMin),
    salaryMax: Number(values.salaryMax),
    tutorGender: values.tutorGender,
    students: Number(values.students),
    startDate: values.startDate,
    ...(details || edit ? { details } : {}),
  };
}

export interface ApplyFormValues {
  note: string;
  expectedSalary: string;
}

export const APPLY_FIELDS = ['note', 'expectedSalary'] as const;

/** The application form's rules, the API's. */
export const APPLY_RULES = {
  note: withContactRule({ maxLength: maxLength(LIMITS.applicationNoteMax) }),
  expectedSalary: { validate: (v: string) => isSalary(v) || JOB_MESSAGES.expectedSalary },
};

export function toApplicationRequest(values: ApplyFormValues): ApplicationRequest {
  const note = values.note.trim();
  return { expectedSalary: Number(values.expectedSalary), ...(note ? { note } : {}) };
}

/** What the job's owner can do with an application: the moves of the API's table. */
export type OwnerAction = 'shortlist' | 'trial' | 'hire' | 'reject';

const OWNER_ACTION: Partial<Record<ApplicationStatus, OwnerAction>> = {
  shortlisted: 'shortlist',
  trial: 'trial',
  hired: 'hire',
  rejected: 'reject',
};

export const ownerActions = (status: ApplicationStatus): OwnerAction[] =>
  applicationMovesFor(status, 'owner').flatMap((to) => OWNER_ACTION[to] ?? []);

/** Whether the tutor may still withdraw an application in `status`. */
export const canWithdraw = (status: ApplicationStatus) =>
  applicationMovesFor(status, 'tutor').includes('withdrawn');

/** Bangladesh keeps UTC+6 all year (no daylight saving). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/**
 * A trial's time, typed in Bangladesh time (`YYYY-MM-DDTHH:mm` from a datetime-local input),
 * as an ISO instant; null when it is not a time within the next `trialDaysAhead` days.
 */
export function trialInstant(local: string, now = new Date()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) {
    return null;
  }
  const ms = Date.parse(`${local}:00Z`) - DHAKA_OFFSET_MS;
  const inRange = ms > now.getTime() && ms <= now.getTime() + LIMITS.trialDaysAhead * DAY_MS;
  return Number.isNaN(ms) || !inRange ? null : new Date(ms).toISOString();
}

/** `at` as the value of a datetime-local input in Bangladesh time. */
export function bangladeshLocal(at: Date): string {
  return new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 16);
}
