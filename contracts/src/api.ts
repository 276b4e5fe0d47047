import type { CourseStatus, ProfileKind, Role, TeachingMode } from './constants';

/** The one error body of every failed call. */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
  errors?: Record<string, string>;
}

export interface InsertResult {
  insertedId: string;
}
export interface UpdateResult {
  modifiedCount: number;
}
export interface DeleteResult {
  deletedCount: number;
}

/** Query of every paged list: `?page=&limit=`; the total arrives in X-Total-Count. */
export interface PageQuery {
  page?: number;
  limit?: number;
}

// POST /api/jwt (Authorization: Bearer <Firebase ID token>)
export interface TokenRequest {
  email: string;
}
export interface TokenResponse {
  token: string;
}

// GET /api/me
export interface Me {
  _id: string;
  email: string;
  name: string | null;
  image: string | null;
  kind: ProfileKind | null;
  /** Null for an account that has not registered a profile yet. */
  role: Role | null;
}

// POST /api/tutorInfo
export interface TutorRegistration {
  role: 'tutor';
  name: string;
  image: string;
  email: string;
  number: string;
  study: string;
  subject: string;
  teachingSubject: string;
  salary: number | string;
  location: string;
  onlineOffline: string;
}
// GET /api/getTutor
export interface Tutor {
  _id: string;
  role: Role;
  name: string;
  image: string;
  email: string;
  number: string;
  study: string;
  subject: string;
  teachingSubject: string;
  salary: number;
  location: string;
  onlineOffline: TeachingMode;
  /** Present for admin callers only. */
  suspended?: boolean;
}
export interface TutorQuery extends PageQuery {
  subject?: string;
  q?: string;
  location?: string;
  mode?: TeachingMode;
  minSalary?: number;
  maxSalary?: number;
  role?: Role;
}

// POST /api/studentInfo
export interface StudentRegistration {
  role: 'student';
  name: string;
  image: string;
  email: string;
  number: string;
  study: string;
  subject: string;
  location: string;
}
// GET /api/getStudent
export interface Student {
  _id: string;
  role: Role;
  name: string;
  image: string;
  email: string;
  number: string;
  study: string;
  subject: string;
  location: string;
  /** Present for admin callers only. */
  suspended?: boolean;
}
export interface PeopleQuery extends PageQuery {
  q?: string;
  role?: Role;
}

// PATCH /api/tutorUpdate/{id}, /api/studentUpdate/{id}
export interface PromoteRequest {
  role: 'admin';
}

// POST /api/tutorReview — author name and email come from the account.
export interface ReviewRequest {
  message: string;
  rating?: number;
}
// GET /api/getTutorReview
export interface Review {
  _id: string;
  name: string;
  /** The author's login email: admin callers only. */
  email?: string;
  image: string | null;
  message: string;
  rating: number;
  createdAt: string;
  date: string;
  time: string;
}

// POST /api/postBlog — author email comes from the account.
export interface BlogRequest {
  name: string;
  image: string;
  description: string;
}
// GET /api/getBlogs, /api/getBlogs/{id}
export interface Blog {
  _id: string;
  name: string;
  image: string;
  /** The author's login email: admin callers only. */
  email?: string;
  description: string;
  publishedAt: string;
  publishedDate: string;
  time: string;
}

// POST /api/coursePost — status and owner are server-owned.
export interface CourseRequest {
  courseName: string;
  image: string;
  email: string;
  number: string;
  description: string;
  duration: string;
  amount: number | string;
  prerequisites: string;
  targetAudience: string;
}
// GET /api/getCourse, /api/getCourse/{id}
export interface Course {
  _id: string;
  courseName: string;
  image: string;
  email: string;
  number: string;
  description: string;
  duration: string;
  amount: number;
  prerequisites: string;
  targetAudience: string;
  status: CourseStatus;
  createdAt: string;
}
export interface CourseQuery extends PageQuery {
  status?: CourseStatus;
}
// PATCH /api/updateCourse/{id}
export interface CourseStatusRequest {
  status: string;
}

// GET /api/aboutUs
export interface TeamMember {
  _id: string;
  Image: string;
  Name: string;
  Role: string;
}

// GET /api/stats
export interface Stats {
  tutors: number;
  students: number;
  courses: number;
  blogs: number;
}

// POST /api/contact
export interface ContactRequest {
  name: string;
  email: string;
  message?: string;
}
// GET /api/contact (admin inbox)
export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  message: string | null;
  createdAt: string;
}

// POST /api/newsletter
export interface NewsletterRequest {
  email: string;
}

// POST /api/images (multipart field `image`) — the image-host answer the original site read.
export interface ImageUploadResponse {
  data: { display_url: string };
}

// GET /api/health
export interface Health {
  status: 'ok' | 'error';
  database: 'up' | 'down';
}

// GET /api/auth/config — how the browser reaches the identity provider.
export interface AuthConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** Set when the Firebase Auth emulator is in use, e.g. http://127.0.0.1:9099 */
  emulatorUrl: string | null;
  /** Registering a tutor or student profile needs a verified email (production). */
  requireVerifiedEmail: boolean;
}

// PATCH /api/admin/accounts/{id}/role (admin): grant or revoke admin; never the last admin.
export interface AdminRoleRequest {
  admin: boolean;
}
// PATCH /api/admin/accounts/{id}/suspension (admin): a suspended account's calls answer 403.
export interface SuspensionRequest {
  suspended: boolean;
}

/** The account a role change was made by or to, as the audit log shows it. */
export interface AuditAccount {
  _id: string;
  name: string | null;
  email: string;
}
export const AUDIT_ACTIONS = ['promote', 'demote', 'suspend', 'unsuspend'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
// GET /api/admin/audit (admin), newest first, paged (X-Total-Count)
export interface AuditEntry {
  _id: string;
  action: AuditAction;
  /** Null when the ADMIN_EMAILS setting made the change, not an admin. */
  actor: AuditAccount | null;
  /** Null when the account has since been deleted. */
  target: AuditAccount | null;
  createdAt: string;
}
