import type {
  BlogRequest,
  CourseRequest,
  StudentRegistration,
  TutorRegistration,
} from '../../frontend/src/store/apiTypes';
import { createHash, randomBytes } from 'node:crypto';

/**
 * An image URL of the form our media store answers (`/media/<sha-256>.webp`): every Tutor Hub
 * accepts it in image fields, whatever its media driver and IMAGE_HOSTS.
 */
export function mediaUrl(label: string): string {
  return `/media/${createHash('sha256').update(label).digest('hex')}.webp`;
}

/** A short unique marker to put in names and texts, so a test finds only its own rows. */
export function marker(label = 'm'): string {
  return `${label}${randomBytes(4).toString('hex')}`;
}

/** A valid tutor record for `email`. */
export function tutorPayload(email: string, patch: Partial<TutorRegistration> = {}) {
  return {
    role: 'tutor',
    name: 'Farhana Akter',
    image: mediaUrl('farhana'),
    email,
    number: '01712345678',
    study: 'University of Dhaka',
    subject: 'Physics',
    teachingSubject: 'Physics',
    salary: 8000,
    location: 'Dhanmondi, Dhaka',
    onlineOffline: 'online',
    ...patch,
  } as Record<string, unknown>;
}

/** A valid student record for `email`. */
export function studentPayload(email: string, patch: Partial<StudentRegistration> = {}) {
  return {
    role: 'student',
    name: 'Tanvir Hasan',
    image: mediaUrl('tanvir'),
    email,
    number: '+8801898765432',
    study: 'Notre Dame College',
    subject: 'Science',
    location: 'Motijheel, Dhaka',
    ...patch,
  } as Record<string, unknown>;
}

export function coursePayload(patch: Partial<CourseRequest> = {}) {
  return {
    courseName: 'HSC Physics crash course',
    image: mediaUrl('course'),
    email: 'courses@example.com',
    number: '01712345678',
    description: 'Twelve weeks of mechanics, waves and electricity.',
    duration: '3 months',
    amount: 4500,
    prerequisites: 'SSC science',
    targetAudience: 'HSC candidates',
    ...patch,
  } as Record<string, unknown>;
}

export function blogPayload(patch: Partial<BlogRequest> = {}) {
  return {
    name: 'How to prepare for HSC physics',
    image: mediaUrl('blog'),
    description: 'Start with the syllabus, then past papers.',
    ...patch,
  } as Record<string, unknown>;
}

/** Bodies every write call must refuse with a 4xx in the error shape, never a 500. */
export const HOSTILE_BODIES: Array<{ label: string; raw: string; type?: string }> = [
  { label: 'malformed JSON', raw: '{"name": ' },
  { label: 'a JSON array', raw: '[1, 2, 3]' },
  { label: 'a JSON string', raw: '"hello"' },
  { label: 'null', raw: 'null' },
  { label: 'form encoding', raw: 'name=x&email=y', type: 'application/x-www-form-urlencoded' },
  { label: 'plain text', raw: 'hello', type: 'text/plain' },
  { label: 'over 1 MB', raw: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }) },
];
