import type { Me } from '../store/apiTypes';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from './server';
import type { Hire, TutorProfile } from '../store/hireTypes';

// Fixtures and MSW handlers shared by the hiring-loop component tests.

export const STUDENT_ME: Me = {
  _id: 'student-1',
  email: 'sam@example.com',
  name: 'Sam Student',
  image: 'https://cdn.example.com/sam.png',
  kind: 'student',
  role: 'student',
  phone: null,
  phoneVerified: false,
  emailVerified: true,
  signInMethods: ['password'],
};
export const TUTOR_ME: Me = {
  _id: 'tutor-1',
  email: 'tania@example.com',
  name: 'Tania Tutor',
  image: 'https://cdn.example.com/tania.png',
  kind: 'tutor',
  role: 'tutor',
  phone: null,
  phoneVerified: false,
  emailVerified: true,
  signInMethods: ['password'],
};
export const NO_PROFILE_ME: Me = { ...STUDENT_ME, _id: 'acct-1', kind: null, role: null };

export function tutorProfile(overrides: Partial<TutorProfile> = {}): TutorProfile {
  return {
    _id: 'tutor-1',
    name: 'Tania Tutor',
    image: 'https://cdn.example.com/tania.png',
    study: 'Dhaka University',
    subject: 'Physics',
    teachingSubject: 'Physics',
    salary: 6000,
    location: 'Dhanmondi',
    onlineOffline: 'offline',
    about: 'Ten years of SSC and HSC physics.',
    gender: null,
    verified: true,
    rating: { average: 4.5, count: 2 },
    createdAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export function hire(overrides: Partial<Hire> = {}): Hire {
  return {
    _id: 'hire-1',
    status: 'requested',
    reason: null,
    subject: 'Physics',
    classLevel: 'Class 9',
    daysPerWeek: 3,
    salary: 6000,
    startDate: '2026-12-01',
    mode: 'offline',
    area: 'Dhanmondi',
    message: 'Exam in March',
    acceptedAt: null,
    endedAt: null,
    ratableFrom: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    tutor: { _id: 'tutor-1', name: 'Tania Tutor', image: null },
    student: { _id: 'student-1', name: 'Sam Student', image: null },
    ...overrides,
  };
}

/** Serves GET /api/me as `me`. */
export function serveMe(me: Me) {
  server.use(http.get(apiUrl('me'), () => HttpResponse.json(me)));
}

/** Serves a JSON list with its X-Total-Count. */
export function listAnswer<T>(rows: T[], total = rows.length) {
  return HttpResponse.json(rows, { headers: { 'X-Total-Count': String(total) } });
}

/** An answer in the API's one error shape. */
export function errorAnswer(statusCode: number, message: string, errors?: Record<string, string>) {
  return HttpResponse.json(
    { statusCode, error: 'Error', message, ...(errors ? { errors } : {}) },
    { status: statusCode },
  );
}
