import {
  TEACHING_SUBJECTS,
  type CourseStatusChoice,
  type HireReason,
  type HireStatus,
  type JobStatus,
  type Role,
  type TeachingMode,
  type TeachingSubject,
} from '@tutorhub/contracts';
import { useMemo } from 'react';
import { useT, type Translate } from './hooks';

/**
 * The API's stable English values, named in the active language. Keys are built from the
 * values (`terms.subject.` + subject …), so a value missing from the catalog fails `tsc`.
 */
export interface Terms {
  /** A subject; one outside the 20 teaching subjects (older data) is shown as written. */
  subject(subject: string): string;
  mode(mode: TeachingMode): string;
  hireStatus(status: HireStatus): string;
  hireReason(reason: HireReason): string;
  jobStatus(status: JobStatus): string;
  role(role: Role): string;
  courseStatus(status: CourseStatusChoice): string;
}

const isTeachingSubject = (value: string): value is TeachingSubject =>
  (TEACHING_SUBJECTS as readonly string[]).includes(value);

/** The terms through `t` (for code outside React, pass `translate`). */
export function termsWith(t: Translate): Terms {
  return {
    subject: (subject) => (isTeachingSubject(subject) ? t(`terms.subject.${subject}`) : subject),
    mode: (mode) => t(`terms.mode.${mode}`),
    hireStatus: (status) => t(`terms.hireStatus.${status}`),
    hireReason: (reason) => t(`terms.hireReason.${reason}`),
    jobStatus: (status) => t(`terms.jobStatus.${status}`),
    role: (role) => t(`terms.role.${role}`),
    courseStatus: (status) => t(`terms.courseStatus.${status}`),
  };
}

/** `term.subject(s)`, `term.mode(m)`, … in the active language. */
export function useTerm(): Terms {
  const t = useT();
  return useMemo(() => termsWith(t), [t]);
}
