/** The 20 teaching subjects, in the order of the Hire Tutors tabs. */
export const TEACHING_SUBJECTS = [
  'Physics',
  'Chemistry',
  'Mathematics',
  'Biology',
  'English',
  'History',
  'Geography',
  'Economics',
  'Computer Science',
  'Environmental Science',
  'Political Science',
  'Philosophy',
  'Psychology',
  'Sociology',
  'Accounting',
  'Business Studies',
  'Marketing',
  'Statistics',
  'Fine Arts',
  'Music',
] as const;
export type TeachingSubject = (typeof TEACHING_SUBJECTS)[number];

export const ROLES = ['tutor', 'student', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** A profile's kind: which list the user belongs to; promotion to admin keeps it. */
export const PROFILE_KINDS = ['tutor', 'student'] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];

/** Stored course statuses. The admin dropdown adds 'Deleted', which deletes the course. */
export const COURSE_STATUSES = ['Pending', 'Accepted'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
export const COURSE_STATUS_CHOICES = ['Pending', 'Accepted', 'Deleted'] as const;
export type CourseStatusChoice = (typeof COURSE_STATUS_CHOICES)[number];

export const TEACHING_MODES = ['online', 'offline', 'both'] as const;
export type TeachingMode = (typeof TEACHING_MODES)[number];

export const TOAST = {
  successMs: 2000,
  errorMs: 4000,
  blankMs: 4000,
  maxVisible: 20,
} as const;

export const LIMITS = {
  homeBlogPreview: 2,
  teamMembers: 4,
  pageSizeDefault: 50,
  pageSizeMax: 100,
  nameMax: 100,
  shortTextMax: 200,
  descriptionMax: 10_000,
  emailMax: 254,
  urlMax: 2048,
  contactMessageMax: 5_000,
  /** Digits of a phone number (E.164 allows 15). */
  phoneDigitsMin: 4,
  phoneDigitsMax: 15,
  pageMax: 10_000,
  searchMax: 100,
  /** Salaries and course amounts are whole BDT in a 32-bit column. */
  amountMax: 2_147_483_647,
  reviewMessageMax: 2_000,
  imageMaxBytes: 5 * 1024 * 1024,
  bodyMaxBytes: 1024 * 1024,
  passwordMin: 6,
  ratingMin: 1,
  ratingMax: 5,
  defaultRating: 5,
} as const;

export const SITE = {
  name: 'Tutor Hub',
  currency: 'BDT',
  copyrightYear: 2024,
  timeZone: 'Asia/Dhaka',
  supportEmail: 'support@tutorhub.com.bd',
  supportPhone: '+880 1700-000000',
} as const;

export const IMAGE_SIZES = {
  courseCard: { width: 600, height: 300 },
  courseDetail: { width: 600, height: 400 },
  pieChart: { width: 150, height: 150 },
} as const;

/** Header carrying the total row count of a paged list. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/** localStorage key of the API token. */
export const ACCESS_TOKEN_KEY = 'access-token';
