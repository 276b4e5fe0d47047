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

/** How an account may sign in, as the identity provider's own account record says. */
export const SIGN_IN_METHODS = ['password', 'phone', 'google'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** Stored course statuses. The admin dropdown adds 'Deleted', which deletes the course. */
export const COURSE_STATUSES = ['Pending', 'Accepted'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
export const COURSE_STATUS_CHOICES = ['Pending', 'Accepted', 'Deleted'] as const;
export type CourseStatusChoice = (typeof COURSE_STATUS_CHOICES)[number];

export const TEACHING_MODES = ['online', 'offline', 'both'] as const;
export type TeachingMode = (typeof TEACHING_MODES)[number];

/** What the admins' audit log records: role and suspension changes, and resolved reports. */
export const AUDIT_ACTIONS = [
  'promote',
  'demote',
  'suspend',
  'unsuspend',
  'report-dismiss',
  'report-remove',
  'report-suspend',
  'job-approve',
  'job-reject',
  'verify-approve',
  'verify-reject',
  'verify-view',
  'unverify',
  'charge-waive',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * States of a tutor's verification request: being put together, waiting for an admin, decided,
 * or a draft left unsent past the retention time (its documents deleted).
 */
export const VERIFICATION_STATUSES = [
  'draft',
  'submitted',
  'approved',
  'rejected',
  'expired',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** What a verification document is: an identity document, or a certificate beside one. */
export const VERIFICATION_DOCUMENT_KINDS = [
  'nid',
  'birth-certificate',
  'student-id',
  'certificate',
] as const;
export type VerificationDocumentKind = (typeof VERIFICATION_DOCUMENT_KINDS)[number];

/** Which side of a card a document shows (certificates have none). */
export const VERIFICATION_SIDES = ['front', 'back'] as const;
export type VerificationSide = (typeof VERIFICATION_SIDES)[number];

/**
 * The identity documents, each with the sides that prove who a tutor is: a card's front and
 * back, a student ID's front. Certificates alone never do.
 */
export const IDENTITY_SIDES = {
  nid: ['front', 'back'],
  'birth-certificate': ['front', 'back'],
  'student-id': ['front'],
} as const satisfies Partial<Record<VerificationDocumentKind, readonly VerificationSide[]>>;
export type IdentityKind = keyof typeof IDENTITY_SIDES;
export const IDENTITY_KINDS = Object.keys(IDENTITY_SIDES) as IdentityKind[];

/** Whether the documents hold some identity document with every side it needs. */
export function hasIdentity(
  documents: readonly { kind: VerificationDocumentKind; side: VerificationSide | null }[],
): boolean {
  return IDENTITY_KINDS.some((kind) =>
    IDENTITY_SIDES[kind].every((side) => documents.some((d) => d.kind === kind && d.side === side)),
  );
}

/** Why an admin rejects a verification request (`other` needs a note). */
export const VERIFICATION_REJECT_REASONS = [
  'unreadable',
  'mismatch',
  'expired-document',
  'not-a-document',
  'other',
] as const;
export type VerificationRejectReason = (typeof VERIFICATION_REJECT_REASONS)[number];

/** The file types a verification document may be, by their own bytes. */
export const VERIFICATION_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type VerificationContentType = (typeof VERIFICATION_CONTENT_TYPES)[number];

/** Orders of the tutor list: newest first (default), best rated, cheapest, dearest. */
export const TUTOR_SORTS = ['newest', 'rating', 'salary', '-salary'] as const;
export type TutorSort = (typeof TUTOR_SORTS)[number];

/**
 * States of a tutor's service charge: owed (`due`), settled (`paid`, `waived` by an admin),
 * given back in whole or in part, or `cancelled`: the tuition ended in its first days before
 * anything was paid, and the tutor owes nothing.
 */
export const CHARGE_STATUSES = [
  'due',
  'paid',
  'waived',
  'refunded',
  'partly-refunded',
  'cancelled',
] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/**
 * What a row of a charge's ledger records. Each row moves taka: `charged` adds what the tutor
 * owes, `waived` and `cancelled` take it off again (payments and refunds will add theirs).
 */
export const CHARGE_LEDGER_KINDS = ['charged', 'waived', 'cancelled'] as const;
export type ChargeLedgerKind = (typeof CHARGE_LEDGER_KINDS)[number];

/** States of a hire request (see the state machine in the hires module). */
export const HIRE_STATUSES = ['requested', 'accepted', 'declined', 'cancelled', 'ended'] as const;
export type HireStatus = (typeof HIRE_STATUSES)[number];

/** Why a hire was declined, cancelled or ended. */
export const HIRE_REASONS = [
  'schedule',
  'salary',
  'distance',
  'subject',
  'found-another',
  'no-longer-needed',
  'no-show',
  'other',
] as const;
export type HireReason = (typeof HIRE_REASONS)[number];

/** Where a hired tuition takes place. */
export const HIRE_MODES = ['online', 'offline'] as const;
export type HireMode = (typeof HIRE_MODES)[number];

/** Which side of their hires a caller lists; `all` is for admins. */
export const HIRE_SIDES = ['student', 'tutor', 'all'] as const;
export type HireSide = (typeof HIRE_SIDES)[number];

/** States of a tuition job: waiting for an admin, on the board, or off it and why. */
export const JOB_STATUSES = ['pending', 'open', 'rejected', 'closed', 'filled', 'expired'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The school system a tuition job's student follows. */
export const CURRICULA = [
  'bangla-medium',
  'english-version',
  'english-medium',
  'madrasa',
  'other',
] as const;
export type Curriculum = (typeof CURRICULA)[number];

/** A tutor's gender as their profile states it (optional). */
export const GENDERS = ['female', 'male'] as const;
export type Gender = (typeof GENDERS)[number];

/** Which tutors a tuition job takes applications from. */
export const TUTOR_GENDERS = ['any', ...GENDERS] as const;
export type TutorGender = (typeof TUTOR_GENDERS)[number];

/** Why an admin rejects a posted job. */
export const JOB_REJECT_REASONS = [
  'contact-details',
  'incomplete',
  'duplicate',
  'not-tuition',
  'other',
] as const;
export type JobRejectReason = (typeof JOB_REJECT_REASONS)[number];

/** States of a tutor's application to a job (see the moves in application-moves.ts). */
export const APPLICATION_STATUSES = [
  'applied',
  'shortlisted',
  'trial',
  'hired',
  'rejected',
  'withdrawn',
  'closed',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const NOTIFICATION_TYPES = [
  'hire.requested',
  'hire.accepted',
  'hire.declined',
  'hire.cancelled',
  'hire.ended',
  'review.received',
  'report.resolved',
  'job.approved',
  'job.rejected',
  'application.received',
  'application.shortlisted',
  'application.trial',
  'application.hired',
  'application.rejected',
  'application.withdrawn',
  'application.closed',
  'verification.rejected',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What a conversation is about: an application to a tuition job, or a hire. */
export const CONVERSATION_KINDS = ['application', 'hire'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/** The languages the web app and the emails read in. */
export const LANGUAGES = ['bn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The kinds of notification a reader may take or refuse by email. */
export const EMAIL_TOPICS = ['hires', 'reviews', 'messages', 'jobDigest'] as const;
export type EmailTopic = (typeof EMAIL_TOPICS)[number];

/** The kinds of notice a member with a verified mobile number may take by SMS. */
export const SMS_KINDS = ['hires', 'applications', 'trials', 'jobAlerts'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/** What an SMS tells of: a notice, or the tutors' daily alert of new jobs. */
export const SMS_TYPES = [...NOTIFICATION_TYPES, 'job.alert'] as const;
export type SmsType = (typeof SMS_TYPES)[number];

/** Where an SMS is: waiting, handed to the gateway, accepted, given up on, or over the day's
 * limit (kept, never sent). */
export const SMS_STATES = ['queued', 'sending', 'sent', 'failed', 'limited'] as const;
export type SmsState = (typeof SMS_STATES)[number];

/** How an SMS's text is coded: GSM-7 (160 characters a part) or UCS-2 (70, all Bangla). */
export const SMS_ENCODINGS = ['GSM-7', 'UCS-2'] as const;
export type SmsEncoding = (typeof SMS_ENCODINGS)[number];

/** What an email tells of: a notification, a message left unread in a conversation, or the
 * day's new jobs for a tutor. */
export const EMAIL_TYPES = [...NOTIFICATION_TYPES, 'message.unread', 'job.digest'] as const;
export type EmailType = (typeof EMAIL_TYPES)[number];

/** What a member can report: a profile of either kind, a tutor review, a site review, a blog post. */
export const REPORT_TARGET_TYPES = [
  'tutor',
  'student',
  'tutor-review',
  'review',
  'blog',
  'message',
] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** Why an item is reported (`scam` covers fee demands). */
export const REPORT_REASONS = [
  'contact-details',
  'fake-profile',
  'abuse',
  'scam',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How an admin resolves a report. */
export const REPORT_RESOLUTIONS = ['dismissed', 'content-removed', 'account-suspended'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

/** Which reports the admins' queue lists. */
export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

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
  classLevelMax: 50,
  daysPerWeekMin: 1,
  daysPerWeekMax: 7,
  /** Monthly salary of a hire, whole BDT. */
  hireSalaryMin: 500,
  hireSalaryMax: 1_000_000,
  hireAreaMax: 200,
  hireMessageMax: 2_000,
  aboutMax: 2_000,
  reportNoteMax: 500,
  /** Characters of a long reported text (a blog post) the admins' queue shows. */
  reportExcerptMax: 500,
  /** Open reports on one profile that put it at the top of the admins' queue. */
  reportsToPrioritise: 3,
  /** Characters of one message of a conversation. */
  messageMax: 1_000,
  messagePageDefault: 30,
  messagePageMax: 100,
  /** A sender may delete their message this long after sending it. */
  messageDeleteMinutes: 5,
  /** A conversation whose application closed or hire ended is read-only this long after. */
  conversationReadOnlyDays: 30,
  jobClassLevelMin: 1,
  jobClassLevelMax: 40,
  jobLocationMin: 2,
  jobLocationMax: 60,
  /** Monthly salary of a tuition job or an application, whole BDT. */
  jobSalaryMin: 500,
  jobSalaryMax: 200_000,
  jobStudentsMin: 1,
  jobStudentsMax: 10,
  /** How far ahead a job may start, in days. */
  jobStartDaysAhead: 90,
  jobDetailsMax: 1_000,
  applicationNoteMax: 500,
  /** Jobs one account may have pending or open at once. */
  openJobsPerAccount: 5,
  /** Applications one tutor may send in a day. */
  applicationsPerDay: 20,
  /** An open job leaves the board this many days after an admin approved it. */
  jobOpenDays: 30,
  /** How far ahead a trial class may be set, in days. */
  trialDaysAhead: 30,
  jobPageSizeMax: 50,
  /** One verification document (an image or a PDF). */
  verificationFileMaxBytes: 5 * 1024 * 1024,
  /** Documents one verification request holds at most. */
  verificationFilesMax: 8,
  /** Characters of an admin's note on a verification decision or a removed badge. */
  verificationNoteMax: 500,
  /** Characters of an admin's reason for waiving a service charge. */
  chargeReasonMax: 500,
  /**
   * A tuition the student or an admin ends within this many days of its acceptance cancels its
   * still-unpaid service charge.
   */
  chargeCancelDays: 7,
} as const;

export const SITE = {
  name: 'Tutor Hub',
  currency: 'BDT',
  copyrightYear: 2024,
  timeZone: 'Asia/Dhaka',
  supportEmail: 'support@tutorhub.com.bd',
  supportPhone: '+880 1700-000000',
  /** How a site review is signed when its author's account has no name. */
  memberName: 'Tutor Hub member',
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

/**
 * The visitor's chosen language (`en` or `bn`), which the web app also writes as a cookie so
 * that the API can answer a prerendered page in that language.
 */
export const LANGUAGE_COOKIE = 'tutorhub.language';

/**
 * The query parameter of a page's link in another language (`?lang=bn`): the API answers the
 * page in it and remembers the choice, as the web app's language switch does once it runs.
 */
export const LANGUAGE_PARAM = 'lang';
