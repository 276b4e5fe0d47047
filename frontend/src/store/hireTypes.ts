import type { Gender, HireMode, HireStatus } from '@tutorhub/contracts';
import type { components, operations } from './api-schema';

// The answers and bodies of the hiring-loop calls, in one place: aliases of the generated
// OpenAPI types, except the two request bodies whose optional text fields the API's document
// types as objects (HireRequest, ProfileUpdate), declared here until it types them as strings.
type Schemas = components['schemas'];

// GET /api/tutors/{id}; email and number only for admins, the tutor themself and a student
// the tutor has accepted.
export type TutorProfile = Schemas['TutorProfileDto'];
// GET /api/tutors/{id}/reviews
export type TutorReview = Schemas['TutorReviewDto'];
// POST /api/tutors/{id}/reviews
export type TutorReviewRequest = Schemas['CreateTutorReviewDto'];
// PATCH /api/tutors/{id}/verification (admin)
export type VerificationRequest = Schemas['VerificationDto'];

// PATCH /api/me/profile — a tutor also sends teachingSubject, salary, onlineOffline, about and
// gender.
export interface ProfileUpdate {
  name: string;
  image: string;
  number: string;
  study: string;
  subject: string;
  location: string;
  teachingSubject?: string;
  salary?: number;
  onlineOffline?: string;
  about?: string | null;
  gender?: Gender | null;
}

// POST /api/hires
export interface HireRequest {
  tutorId: string;
  subject: string;
  classLevel: string;
  daysPerWeek: number;
  salary: number;
  startDate: string;
  mode: HireMode;
  area?: string;
  message?: string;
}

// GET /api/hires, /api/hires/{id}: a party's email and number once the hire is accepted or
// ended (admins always); a party is null once that account has been deleted.
export type Hire = Schemas['HireDto'];
/** `status`: one status, or several separated by commas. */
export type HireQuery = NonNullable<operations['HiresController_list']['parameters']['query']>;

// PATCH /api/hires/{id}
export type HireMoveStatus = Exclude<HireStatus, 'requested'>;
export type HireMove = Schemas['MoveHireDto'] & { status: HireMoveStatus };

// GET /api/notifications
export type AppNotification = Schemas['NotificationDto'];
// POST /api/notifications/read
export type MarkReadRequest = Schemas['MarkReadDto'];
// GET /api/notifications/unread-count
export type UnreadCount = Schemas['UnreadCountDto'];
