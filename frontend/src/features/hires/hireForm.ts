import {
  HIRE_MESSAGES,
  HIRE_MODES,
  LIMITS,
  SITE,
  TEACHING_SUBJECTS,
  type HireMode,
} from '@tutorhub/contracts';
import { maxLength } from '../../lib/form';
import { withContactRule } from '../../lib/contactRule';
import type { HireRequest, TutorProfile } from '../../store/hireTypes';

/** The request form's message per field, word for word the API's. */
export const HIRE_FORM_MESSAGES = {
  subject: HIRE_MESSAGES.subject,
  classLevel: HIRE_MESSAGES.classLevel,
  daysPerWeek: HIRE_MESSAGES.daysPerWeek,
  salary: HIRE_MESSAGES.salary,
  startDate: HIRE_MESSAGES.startDatePast,
  mode: HIRE_MESSAGES.mode,
  area: HIRE_MESSAGES.area,
} as const;

export const HIRE_FIELDS = [
  'subject',
  'classLevel',
  'daysPerWeek',
  'salary',
  'startDate',
  'mode',
  'area',
  'message',
] as const;

export interface HireFormValues {
  subject: string;
  classLevel: string;
  daysPerWeek: string;
  salary: string;
  startDate: string;
  mode: HireMode | '';
  area: string;
  message: string;
}

/** Today as YYYY-MM-DD in the site's time zone (the API's rule for the start date). */
export function siteToday(now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE.timeZone }).format(now);
}

/** The form, pre-filled with what the tutor offers. */
export function hireDefaults(tutor: TutorProfile, today = siteToday()): HireFormValues {
  const subject = (TEACHING_SUBJECTS as readonly string[]).includes(tutor.teachingSubject)
    ? tutor.teachingSubject
    : '';
  const mode = (HIRE_MODES as readonly string[]).includes(tutor.onlineOffline)
    ? (tutor.onlineOffline as HireMode)
    : '';
  return {
    subject,
    classLevel: '',
    daysPerWeek: '3',
    salary: String(tutor.salary),
    startDate: today,
    mode,
    area: mode === 'offline' ? tutor.location : '',
    message: '',
  };
}

/** The form's rules, the API's. */
export const hireRules = (today: string) => ({
  subject: { required: HIRE_FORM_MESSAGES.subject },
  classLevel: withContactRule({
    validate: (v: string) => v.trim().length > 0 || HIRE_FORM_MESSAGES.classLevel,
    maxLength: maxLength(LIMITS.classLevelMax),
  }),
  daysPerWeek: { required: HIRE_FORM_MESSAGES.daysPerWeek },
  salary: {
    validate: (v: string) => {
      const n = Number(v);
      return (
        (/^\d+$/.test(v.trim()) && n >= LIMITS.hireSalaryMin && n <= LIMITS.hireSalaryMax) ||
        HIRE_FORM_MESSAGES.salary
      );
    },
  },
  startDate: {
    // YYYY-MM-DD strings compare in date order.
    validate: (v: string) =>
      (/^\d{4}-\d{2}-\d{2}$/.test(v) && v >= today) || HIRE_FORM_MESSAGES.startDate,
  },
  mode: { required: HIRE_FORM_MESSAGES.mode },
  /** The area is asked for offline tuition only, and then required. */
  area: withContactRule({
    validate: (v: string) => v.trim().length > 0 || HIRE_FORM_MESSAGES.area,
    maxLength: maxLength(LIMITS.hireAreaMax),
  }),
  message: withContactRule({
    maxLength: maxLength(LIMITS.hireMessageMax),
  }),
});

/** The API body of a filled form. */
export function toHireRequest(tutorId: string, values: HireFormValues): HireRequest {
  const area = values.area.trim();
  const message = values.message.trim();
  return {
    tutorId,
    subject: values.subject,
    classLevel: values.classLevel.trim(),
    daysPerWeek: Number(values.daysPerWeek),
    salary: Number(values.salary),
    startDate: values.startDate,
    mode: values.mode as HireMode,
    ...(values.mode === 'offline' && area ? { area } : {}),
    ...(message ? { message } : {}),
  };
}
