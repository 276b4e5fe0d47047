import { SITE, TEACHING_MODES, TEACHING_SUBJECTS, type TeachingMode } from '@tutorhub/contracts';
import { withContactRule } from '../../lib/contactRule';
import type { Translate } from '../../i18n';
import type {
  ApplicationRequest,
  ApplicationStatus,
  Curriculum,
  JobRequest,
  TutorGender,
} from './jobTypes';

/** The API's bounds of a job and an application, which the forms check as the user types. */
export const JOB_LIMITS = {
  classLevelMax: 40,
  locationMin: 2,
  locationMax: 60,
  daysPerWeekMin: 1,
  daysPerWeekMax: 7,
  salaryMin: 500,
  salaryMax: 200_000,
  studentsMin: 1,
  studentsMax: 10,
  startDateDaysAhead: 90,
  detailsMax: 1_000,
  noteMax: 500,
  trialDaysAhead: 30,
} as const;

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
    last: siteDay(new Date(now.getTime() + JOB_LIMITS.startDateDaysAhead * DAY_MS)),
  };
}

const isWhole = (v: string) => /^\d+$/.test(v.trim());
const inRange = (v: string, min: number, max: number) =>
  isWhole(v) && Number(v) >= min && Number(v) <= max;

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

/** The post form's rules, the API's, with their messages in the active language. */
export function jobRules(t: Translate, now = new Date()) {
  const { first, last } = startDateRange(now);
  const salary = {
    min: JOB_LIMITS.salaryMin,
    max: JOB_LIMITS.salaryMax,
  };
  return {
    subject: {
      validate: (v: string) =>
        (TEACHING_SUBJECTS as readonly string[]).includes(v) || t('jobs.rule.subject'),
    },
    classLevel: withContactRule({
      validate: (v: string) =>
        (v.trim().length > 0 && v.trim().length <= JOB_LIMITS.classLevelMax) ||
        t('jobs.rule.classLevel', { max: JOB_LIMITS.classLevelMax }),
    }),
    curriculum: { required: t('jobs.rule.curriculum') },
    location: withContactRule({
      validate: (v: string) =>
        (v.trim().length >= JOB_LIMITS.locationMin && v.trim().length <= JOB_LIMITS.locationMax) ||
        t('jobs.rule.location', { min: JOB_LIMITS.locationMin, max: JOB_LIMITS.locationMax }),
    }),
    mode: {
      validate: (v: string) =>
        (TEACHING_MODES as readonly string[]).includes(v) || t('jobs.rule.mode'),
    },
    daysPerWeek: {
      validate: (v: string) =>
        inRange(v, JOB_LIMITS.daysPerWeekMin, JOB_LIMITS.daysPerWeekMax) ||
        t('jobs.rule.daysPerWeek'),
    },
    salaryMin: {
      validate: (v: string) => inRange(v, salary.min, salary.max) || t('jobs.rule.salary', salary),
    },
    salaryMax: {
      validate: (v: string, values: JobFormValues) => {
        if (!inRange(v, salary.min, salary.max)) {
          return t('jobs.rule.salary', salary);
        }
        return (
          !isWhole(values.salaryMin) ||
          Number(values.salaryMin) <= Number(v) ||
          t('jobs.rule.salaryOrder')
        );
      },
    },
    tutorGender: { required: t('jobs.rule.tutorGender') },
    students: {
      validate: (v: string) =>
        inRange(v, JOB_LIMITS.studentsMin, JOB_LIMITS.studentsMax) ||
        t('jobs.rule.students', { min: JOB_LIMITS.studentsMin, max: JOB_LIMITS.studentsMax }),
    },
    startDate: {
      // YYYY-MM-DD strings compare in date order.
      validate: (v: string) =>
        (/^\d{4}-\d{2}-\d{2}$/.test(v) && v >= first && v <= last) ||
        t('jobs.rule.startDate', { days: JOB_LIMITS.startDateDaysAhead }),
    },
    details: withContactRule({
      maxLength: {
        value: JOB_LIMITS.detailsMax,
        message: t('jobs.rule.tooLong', { max: JOB_LIMITS.detailsMax }),
      },
    }),
  };
}

/** The API body of a filled post form. */
export function toJobRequest(values: JobFormValues): JobRequest {
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
    ...(details ? { details } : {}),
  };
}

export interface ApplyFormValues {
  note: string;
  expectedSalary: string;
}

export const APPLY_FIELDS = ['note', 'expectedSalary'] as const;

/** The application form's rules, the API's. */
export function applyRules(t: Translate) {
  return {
    note: withContactRule({
      maxLength: {
        value: JOB_LIMITS.noteMax,
        message: t('jobs.rule.tooLong', { max: JOB_LIMITS.noteMax }),
      },
    }),
    expectedSalary: {
      validate: (v: string) =>
        inRange(v, JOB_LIMITS.salaryMin, JOB_LIMITS.salaryMax) ||
        t('jobs.rule.salary', { min: JOB_LIMITS.salaryMin, max: JOB_LIMITS.salaryMax }),
    },
  };
}

export function toApplicationRequest(values: ApplyFormValues): ApplicationRequest {
  const note = values.note.trim();
  return { expectedSalary: Number(values.expectedSalary), ...(note ? { note } : {}) };
}

/** What the job's owner can do with an application, by its status. */
export type OwnerAction = 'shortlist' | 'trial' | 'hire' | 'reject';

const OWNER_ACTIONS: Record<ApplicationStatus, readonly OwnerAction[]> = {
  applied: ['shortlist', 'reject'],
  shortlisted: ['trial', 'hire', 'reject'],
  trial: ['hire'],
  hired: [],
  rejected: [],
  withdrawn: [],
  closed: [],
};

export const ownerActions = (status: ApplicationStatus) => OWNER_ACTIONS[status];

/** Whether the tutor may still withdraw an application in `status`. */
export const canWithdraw = (status: ApplicationStatus) =>
  status === 'applied' || status === 'shortlisted' || status === 'trial';

/**
 * A trial's time, typed in Bangladesh time (`YYYY-MM-DDTHH:mm` from a datetime-local input),
 * as an ISO instant; null when it is not a time within the next `trialDaysAhead` days.
 */
export function trialInstant(local: string, now = new Date()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) {
    return null;
  }
  // Bangladesh keeps UTC+6 all year (no daylight saving).
  const at = new Date(`${local}:00+06:00`);
  const ms = at.getTime();
  if (
    Number.isNaN(ms) ||
    ms <= now.getTime() ||
    ms > now.getTime() + JOB_LIMITS.trialDaysAhead * DAY_MS
  ) {
    return null;
  }
  return at.toISOString();
}

/** `at` as the value of a datetime-local input in Bangladesh time. */
export function bangladeshLocal(at: Date): string {
  return new Date(at.getTime() + 6 * 60 * 60 * 1000).toISOString().slice(0, 16);
}
