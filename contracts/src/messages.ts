import {
  type HireReason,
  type JobRejectReason,
  type ReportResolution,
  SITE,
  type VerificationRejectReason,
} from './constants';

/** Every form's field messages, word for word as the original site showed them. */
export const TUTOR_FORM_MESSAGES = {
  name: 'Type your name',
  image: 'Upload your image',
  email: 'Type your email',
  number: 'Type your number',
  study: 'Type your university name',
  subject: 'Type your department',
  teachingSubject: 'Select your teaching subject',
  salary: 'Type your expectation salary',
  location: 'Type your location',
  onlineOffline: 'Type online or offline?',
  password: 'Type your password',
  confirm: 'Type your compassword',
} as const;

export const STUDENT_FORM_MESSAGES = {
  name: 'Please enter the name',
  image: 'Upload a your image',
  email: 'Type your email',
  number: 'Type your number',
  study: 'Type your university name',
  subject: 'Type your department',
  location: 'Type your location',
  password: 'Type your password',
  confirm: 'confirm your password',
} as const;

export const COURSE_FORM_MESSAGES = {
  courseName: 'Type your name',
  image: 'Please upload your course banner',
  duration: 'Please type your course duration',
  amount: 'Type your course amount',
  prerequisites: 'Please mention who will perefer for this course',
  targetAudience: 'Type the target audience',
  email: 'Type your course email',
  number: 'Type your number where student get all the details about this course',
  description: 'Type your course description',
} as const;

export const BLOG_FORM_MESSAGES = {
  name: 'Type your name',
  image: 'Please upload your course banner',
  description: 'Type your course description',
} as const;

export const CONTACT_FORM_MESSAGES = {
  name: 'Type your full name',
  email: 'Type your email',
} as const;

export const REVIEW_FORM_MESSAGES = {
  message: 'Write your review',
} as const;

/** Messages for the checks the original site did not make (formats, lengths, ranges, ids). */
export const RULE_MESSAGES = {
  emailFormat: 'Enter a valid email address',
  numberFormat: 'Enter a phone number of digits (a leading + or 0 is kept)',
  nonNegativeInteger: 'Enter a whole amount of BDT, 0 or more',
  teachingSubject: 'Choose one of the listed subjects',
  onlineOffline: 'Type online, offline or both',
  tooLong: (max: number) => `Use at most ${max} characters`,
  imageUrl: 'The image must be an uploaded image URL',
  rating: 'Rate from 1 to 5',
  passwordMin: 'Use at least 6 characters',
  passwordMatch: 'The passwords do not match',
  courseStatus: 'Status must be Pending or Accepted',
  role: 'Role can only be set to admin',
  tutorRole: "Role must be 'tutor'",
  studentRole: "Role must be 'student'",
  registrationEmail: 'Register with the email you signed in with',
  text: 'Enter text here',
  malformedId: 'The id is not valid',
  page: 'page must be a whole number from 1 to 10000',
  limit: 'limit must be a whole number from 1 to 100',
  queryText: 'Use at most 100 characters to search',
  roleFilter: 'role must be tutor, student or admin',
  salaryRange: 'minSalary must not exceed maxSalary',
  tutorSort: 'sort must be newest, rating, salary or -salary',
  trueOrFalse: (field: string) => `${field} must be true or false`,
  nulCharacter: (field: string) => `${field} must not contain the NUL character (\\u0000)`,
  malformedText: (field: string) => `${field} must be valid Unicode text (no lone surrogates)`,
  nestedTooDeep: (field: string) => `${field} is nested too deeply`,
  unknownField: (field: string) => `Unknown field: ${field}`,
  unstorableValue: 'A value in the request cannot be stored. Check the fields and try again.',
} as const;

/** Toasts and sign-in errors, word for word as the original site showed them, then our own. */
export const MESSAGES = {
  reviewSubmitted: 'Review submitted successfully!',
  reviewFailed: 'Failed to submit the review.',
  tutorRegistered: 'Tutor account registration successful',
  studentRegistered: 'Student account successfully registered',
  imageUploadFailed: 'Failed to upload image. Please try again.',
  signInSuccess: 'Successfully signed in',
  userNotFound: 'User not found. Please check your email.',
  wrongPassword: 'Incorrect password. Please try again.',
  invalidCredential: 'Invalid credentials provided.',
  signInFailed: 'Sign-in failed. Please try again.',
  coursePosted: 'Successfully posted!',
  blogPosted: 'Blog post successfully',
  blogDeleted: 'Deleted Successfully',
  blogPostFailed: 'Something went worng',
  // Not on the original site:
  emailInUse: 'An account with this email already exists. Please log in.',
  weakPassword: 'The password is too weak: use at least 6 characters.',
  invalidEmail: 'That email address is not valid.',
  popupBlocked: 'The sign-in popup was blocked. Allow popups for this site and try again.',
  popupClosed: 'The sign-in popup was closed before signing in.',
  linkTaken:
    'This email or Google account already belongs to another account. Sign in with it instead.',
  signUpFailed: 'Sign-up failed. Please try again.',
  newsletterSubscribed: 'Subscribed! Watch your inbox for news from Tutor Hub.',
  newsletterFailed: 'Could not subscribe. Please try again.',
  contactSent: 'Thanks! Your message has been sent.',
  contactFailed: 'Could not send your message. Please try again.',
  coursePending: 'Your course will appear in the course list once an admin accepts it.',
  promoted: 'Promoted to admin',
  deleted: 'Deleted Successfully',
  actionFailed: 'Something went wrong. Please try again.',
  courseStatusUpdated: 'Course status updated',
  loadFailed: 'Could not load this. Please try again.',
  notAllowed: 'You are not allowed to open the dashboard.',
  accountSuspended:
    'Your account is suspended. Contact Tutor Hub through the contact page if you think this is a mistake.',
  verifyEmailFirst: 'Verify your email address before registering a profile.',
  verificationSent: 'We sent a verification link to your email. Open it, then continue here.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  tooManySearches: 'Too many searches from your network. Please wait a moment and search again.',
  lastAdmin: 'At least one admin must remain.',
  ownAccount: 'You cannot change your own role or suspension.',
  adminBySetting:
    'This admin is named in the ADMIN_EMAILS setting: remove the email there to revoke the role.',
  demoted: 'Admin role removed',
  suspended: 'Account suspended',
  unsuspended: 'Suspension lifted',
  reviewDeleted: 'Review deleted',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;

export const NOT_FOUND = {
  tutor: 'Tutor not found',
  student: 'Student not found',
  course: 'Course not found',
  blog: 'Blog not found',
  review: 'Review not found',
  account: 'Account not found',
  hire: 'Hire not found',
  report: 'Report not found',
  conversation: 'Conversation not found',
  message: 'Message not found',
  job: 'Job not found',
  application: 'Application not found',
  verification: 'Verification request not found',
  verificationDocument: 'Document not found',
  charge: 'Charge not found',
} as const;

/** The hire request form and the hire calls. */
export const HIRE_MESSAGES = {
  tutorId: 'Choose the tutor to hire',
  subject: 'Choose one of the listed subjects',
  classLevel: 'Type the class or level, e.g. Class 9 or HSC 1st year',
  daysPerWeek: 'Choose from 1 to 7 days per week',
  salary: 'Enter a monthly salary from 500 to 1,000,000 BDT',
  startDate: 'Enter the start date as YYYY-MM-DD',
  startDatePast: 'The start date must be today or later',
  mode: 'Choose online or offline',
  area: 'Type the area where the tuition takes place',
  status: 'Status must be accepted, declined, cancelled or ended',
  statusFilter:
    'status must be requested, accepted, declined, cancelled or ended (comma-separated)',
  side: 'as must be student, tutor or all',
  reason:
    'Reason must be schedule, salary, distance, subject, found-another, no-longer-needed, no-show or other',
  reasonNotAllowed: 'A reason can be given only when declining, cancelling or ending',
  studentsOnly: 'Only a student profile can request to hire a tutor',
  allSidesAdminOnly: 'Only admins can list every hire',
  openHireExists: 'You already have an open request or tuition with this tutor',
  tutorAnswers: 'Only the tutor can accept or decline a request',
  studentCancels: 'Only the student can cancel a request',
  onlyRequested: 'Only a request that is still waiting can be accepted, declined or cancelled',
  onlyAccepted: 'Only an accepted tuition can be ended',
  noReturn: 'A hire cannot go back to requested',
  alreadyInStatus: (status: string) => `This hire is already ${status}`,
} as const;

/** Posting, editing and reviewing tuition jobs, and applying to them. */
export const JOB_MESSAGES = {
  subject: 'Choose one of the listed subjects',
  classLevel: 'Type the class or level in 1 to 40 characters, e.g. Class 8',
  curriculum: 'Choose bangla-medium, english-version, english-medium, madrasa or other',
  location: 'Type the area in 2 to 60 characters, e.g. Dhanmondi (never an exact address)',
  mode: 'Choose online, offline or both',
  daysPerWeek: 'Choose from 1 to 7 days per week',
  salary: 'Enter a monthly salary from 500 to 200,000 BDT',
  salaryRange: 'The lowest salary cannot be more than the highest',
  tutorGender: 'Choose any, female or male',
  students: 'Choose from 1 to 10 students',
  startDate: 'Enter the start date as YYYY-MM-DD',
  startDateRange: 'The start date must be from today to 90 days ahead',
  status: 'status must be closed',
  statusFilter: 'status must be pending, open, rejected, closed, filled or expired',
  limit: 'limit must be a whole number from 1 to 50',
  adminStatus: 'status must be open or rejected',
  rejectReason: 'Choose a reason: contact-details, incomplete, duplicate, not-tuition or other',
  reasonOnlyRejecting: 'A reason can be given only when rejecting a job',
  editBody: 'Send the fields to change, or status closed alone',
  studentsOnly: 'Only a student profile can post a tuition job',
  tooManyLive:
    'You already have 5 jobs waiting for an admin or open. Close one before posting another.',
  onlyPendingEdit: 'Only a job that is waiting for an admin can be edited',
  onlyLiveClose: 'Only a job that is waiting or open can be closed',
  onlyPendingReview: 'Only a job that is waiting for an admin can be approved or rejected',
  changedSinceRead:
    'This job was edited after you opened it. It is shown again as it is now: read it before deciding.',
  version: 'version must be the version of the job you were shown',
  notOpen: (status: string) => `This job is ${status}: it takes no applications`,
  tutorsOnly: 'Only a tutor profile can apply to a job',
  alreadyApplied: 'You have already applied to this job',
  femaleOnly: 'This job asks for a female tutor. Set your gender on your profile if it applies.',
  maleOnly: 'This job asks for a male tutor. Set your gender on your profile if it applies.',
  dailyApplications: 'You have sent 20 applications today. Please try again tomorrow.',
  expectedSalary: 'Enter the expected monthly salary from 500 to 200,000 BDT',
  applicationStatus: 'status must be shortlisted, trial, hired, rejected or withdrawn',
  trialAt: 'Set the trial class as a date and time within the next 30 days',
  trialAtOnlyTrial: 'A trial time can be given only when setting a trial class',
  applicationIs: (status: string) => `This application is ${status}: that move is not possible`,
  ownerMoves: 'Only the family that posted the job can do this',
  tutorWithdraws: 'Only the tutor who applied can withdraw',
  jobIs: (status: string) => `This job is ${status}: its applications can no longer move`,
} as const;

/** How the web app names each reason an admin rejects a job for. */
export const JOB_REJECT_REASON_LABELS = {
  'contact-details': 'It contains contact details',
  incomplete: 'It is incomplete',
  duplicate: 'It repeats another post',
  'not-tuition': 'It is not a tuition need',
  other: 'Another reason',
} as const satisfies Record<JobRejectReason, string>;

/** The notices of tuition jobs and applications; `reason` is a `JOB_REJECT_REASON_LABELS` text. */
export const JOB_NOTICES = {
  approved: (subject: string, classLevel: string) =>
    `Your ${subject} job (${classLevel}) is approved: tutors can apply for 30 days.`,
  rejected: (subject: string, classLevel: string, reason: string) =>
    `Your ${subject} job (${classLevel}) was not approved. Reason: ${reason}.`,
  received: (tutor: string, subject: string, salary: number) =>
    `${tutor} applied to your ${subject} job, asking ${salary.toLocaleString('en-US')} BDT a month.`,
  shortlisted: (subject: string) => `You are shortlisted for the ${subject} job.`,
  trial: (subject: string, date: string, time: string) =>
    `A trial class for the ${subject} job is set for ${date} at ${time} (Bangladesh time).`,
  hired: (student: string, subject: string) =>
    `${student} hired you for the ${subject} job. ` +
    `Their phone number and email are now on My tuitions.`,
  applicationRejected: (subject: string) =>
    `Your application to the ${subject} job was not taken further.`,
  withdrawn: (tutor: string, subject: string) =>
    `${tutor} withdrew their application to your ${subject} job.`,
  closed: (subject: string) => `The ${subject} job you applied to is closed.`,
} as const;

/** How the web app names each reason of a declined, cancelled or ended hire. */
export const HIRE_REASON_LABELS = {
  schedule: 'The schedule does not fit',
  salary: 'The salary does not fit',
  distance: 'Too far away',
  subject: 'The subject or level does not fit',
  'found-another': 'Found someone else',
  'no-longer-needed': 'No longer needed',
  'no-show': 'The other party did not show up',
  other: 'Another reason',
} as const satisfies Record<HireReason, string>;

/**
 * The notices a hire's parties read in the bell; `reason` is a `HIRE_REASON_LABELS` text. The
 * reverse lookup takes the first notice a text fits, and a notice without a reason also fits
 * the same notice with one (its subject would swallow the reason), as `ended` fits an admin's:
 * so each notice with a reason comes before the one without, and the admin's before `ended`.
 */
export const HIRE_NOTICES = {
  requested: (student: string, subject: string, classLevel: string, days: number, salary: number) =>
    `${student} asked to hire you for ${subject} (${classLevel}), ` +
    `${days} days a week, ${salary.toLocaleString('en-US')} BDT a month.`,
  accepted: (tutor: string, subject: string) =>
    `${tutor} accepted your request for ${subject}. ` +
    `Their phone number and email are now on My tuitions.`,
  declinedWithReason: (tutor: string, subject: string, reason: string) =>
    `${tutor} declined your request for ${subject}. Reason: ${reason}.`,
  declined: (tutor: string, subject: string) => `${tutor} declined your request for ${subject}.`,
  cancelledWithReason: (student: string, subject: string, reason: string) =>
    `${student} cancelled the request for ${subject}. Reason: ${reason}.`,
  cancelled: (student: string, subject: string) =>
    `${student} cancelled the request for ${subject}.`,
  endedByAdminWithReason: (subject: string, reason: string) =>
    `An admin ended the ${subject} tuition. Reason: ${reason}.`,
  endedWithReason: (party: string, subject: string, reason: string) =>
    `${party} ended the ${subject} tuition. Reason: ${reason}.`,
  endedByAdmin: (subject: string) => `An admin ended the ${subject} tuition.`,
  ended: (party: string, subject: string) => `${party} ended the ${subject} tuition.`,
  /** Who a notice names when that party's account is gone. */
  someTutor: 'Your tutor',
  someStudent: 'Your student',
} as const;

export const NOTIFICATION_MESSAGES = {
  ids: 'ids must be a list of at most 100 notification ids',
} as const;

/** The email settings and the admin's email calls. */
export const EMAIL_MESSAGES = {
  language: 'language must be bn or en',
  settingsBody: 'Send language, hires, reviews or messages',
  jobDigestTutorsOnly: 'The daily email of new jobs is for tutors.',
  notFailed: 'Only a failed email can be sent again.',
  emailNotFound: 'Email not found',
  invalidToken: 'This unsubscribe link is not valid.',
  mailOff: 'Email is turned off on this server.',
} as const;

/** The SMS settings, the STOP link and the admin's SMS calls. */
export const SMS_MESSAGES = {
  settingsBody: 'Send hires, applications, trials or jobAlerts',
  phoneRequired: 'Verify a mobile number first to get SMS.',
  tutorsOnly: 'The daily SMS of new jobs is for tutors.',
  invalidToken: 'This STOP link is not valid.',
  notFailed: 'Only a failed SMS can be sent again.',
  smsNotFound: 'SMS not found',
  smsOff: 'SMS is turned off on this server.',
} as const;

export const CONFLICT = {
  profileExists: 'A profile is already registered for this email',
} as const;

/** Tutor profiles, ratings of tutors, and one's own profile and account. */
export const PROFILE_MESSAGES = {
  noProfile: 'Register a tutor or student profile first.',
  tutorOnlyField: 'Only a tutor profile has this field',
  siteName: 'This name reads as Tutor Hub or its staff: choose a name of your own',
  gender: 'gender must be female or male',
  editBody: 'Send the fields to change as a JSON object',
  reviewNeedsHire:
    'Only a student whose tuition with this tutor has run for 28 days since it was accepted can rate them.',
  alreadyReviewed: 'You have already rated this tutor.',
  reviewReceived: (student: string, rating: number) => `${student} rated you ${rating} out of 5.`,
  accountRemovedCancelled: (name: string) =>
    `${name} deleted their account: the hire request was cancelled.`,
  accountRemovedEnded: (name: string) => `${name} deleted their account: the tuition has ended.`,
  profileUpdated: 'Profile updated',
  accountDeleted: 'Your account has been deleted',
  verifiedOn: 'Tutor marked as verified',
  verifiedOff: 'Verified badge removed',
  ratingPosted: 'Thank you! Your rating is posted.',
} as const;

/** Reporting an item, and the admins' resolution of reports. */
export const REPORT_MESSAGES = {
  targetType: 'targetType must be tutor, student, tutor-review, review, blog or message',
  targetId: 'Choose the item to report',
  reason: 'Choose a reason: contact-details, fake-profile, abuse, scam or other',
  status: 'status must be open or resolved',
  resolution: 'resolution must be dismissed, content-removed or account-suspended',
  ownItem: 'You cannot report yourself or what you wrote.',
  alreadyReported: 'You have already reported this, and an admin has not looked at it yet.',
  alreadyResolved: 'This report is already resolved.',
  noAuthor: 'The author of this item no longer has an account.',
  reported: 'Thank you. An admin will look at your report.',
  resolved: 'Report resolved',
} as const;

/** What a reporter reads in the bell once an admin resolves their report. */
export const REPORT_NOTICES = {
  dismissed: 'An admin looked at your report and found nothing against the rules.',
  'content-removed': 'Thank you for your report: an admin removed the content.',
  'account-suspended': 'Thank you for your report: an admin suspended the account.',
} as const satisfies Record<ReportResolution, string>;

/** Answers of the sign-in and access checks and of the token exchange. */
export const AUTH_MESSAGES = {
  signInRequired: 'Sign in to continue.',
  invalidToken: 'Your sign-in is invalid or has expired. Please sign in again.',
  idTokenRequired: 'Send the Firebase ID token as Authorization: Bearer <ID token>.',
  invalidIdToken: 'The identity token is invalid or has expired. Please sign in again.',
  emailMismatch: 'The email does not match the signed-in account.',
  emailTaken:
    'This email belongs to another sign-in account. Verify the email address and try again.',
  providerUnavailable: 'The sign-in service is unavailable. Please try again.',
  forbidden: 'You are not allowed to do this.',
  recentSignInRequired: 'Confirm it is you: sign in again, then try once more.',
  recentSignInOtherAccount: 'The confirming sign-in belongs to another account.',
} as const;

/** The mobile number that signs in (phone accounts). */
export const PHONE_MESSAGES = {
  unreadable: 'Enter a mobile number such as 01712-345678.',
  notBangladeshi: 'Only Bangladeshi mobile numbers (+880) can sign in.',
  notMobile: 'Enter a mobile number (01 and 9 more digits): landlines cannot receive the code.',
  mismatch: 'The phone number does not match the one the sign-in proved.',
  taken: 'This mobile number already belongs to another account. Sign in with it instead.',
  // The sign-in code sent by SMS (Firebase's answers, shown by the web app):
  codeFormat: 'Enter the 6-digit code from the SMS.',
  wrongCode: 'That code is not right. Check the SMS and type it again.',
  codeExpired: 'This code has expired. Ask for a new one.',
  tooManyCodes: 'Too many tries with this number. Please wait a while, then try again.',
  sendFailed: 'Could not send the code. Check the number and try again.',
} as const;

/** Answers of an image upload that is refused. */
export const MEDIA_MESSAGES = {
  missing: 'Attach the image in the form field "image".',
  unsupported: 'Upload a PNG, JPEG, WebP or GIF image.',
  unreadable: 'The image is damaged or incomplete. Please choose another file.',
  tooLarge: (megabytes: number) => `The image is larger than ${megabytes} MB.`,
  tooManyPixels: (megapixels: number) =>
    `The image has too many pixels. Please choose one of at most ${megapixels} megapixels.`,
  busy: 'Your other uploads are still in progress. Please wait for them to finish.',
  dailyQuota: (quota: number) =>
    `You have uploaded ${quota} images in the last 24 hours. Please try again later.`,
} as const;

/**
 * What a client may show for a refusal the framework words itself (unreadable JSON, an unknown
 * route, a body too large): the answer keeps the framework's English as its message.
 */
export const REQUEST_MESSAGES = {
  unreadable: 'The request could not be read.',
  noSuchCall: 'There is no such call.',
  tooLarge: 'The request is too large.',
  refused: 'The request was refused.',
} as const;

/** Conversations between the two parties of an application or a hire, and blocks. */
export const CONVERSATION_MESSAGES = {
  text: 'Write a message of 1 to 1,000 characters',
  before: 'before must be the id of a message of this conversation',
  blocked: 'You cannot message this member: one of you has blocked the other.',
  readOnly: 'This conversation is closed: it can be read but no longer written to.',
  notYours: 'Only its sender can delete a message.',
  deleteTooLate: 'A message can be deleted only in the first 5 minutes after sending it.',
  alreadyDeleted: 'This message is already deleted.',
  tooMany: 'You are sending messages too fast. Please wait a moment.',
  tooManyStreams: 'Too many live connections for this account. Close another tab and try again.',
  blockSelf: 'You cannot block yourself.',
  blockedParty: 'You cannot do this with this member: one of you has blocked the other.',
  unreadEmail: (sender: string, text: string) => `${sender} sent you a message: “${text}”`,
} as const;

/** The contact rule's answer for free text that carries contact details. */
export const CONTACT_RULE_MESSAGES = {
  contactDetails:
    'Contact details cannot be shared before a tutor accepts a hire request: remove the phone number, email address or messenger link.',
} as const;

/** A tutor's verification documents, their review, and the verified badge. */
export const VERIFICATION_MESSAGES = {
  tutorsOnly: 'Only a tutor profile can be verified.',
  consentFirst: 'Agree to how your documents are kept before uploading them.',
  kind: 'kind must be nid, birth-certificate, student-id or certificate',
  side: 'side must be front or back (none for a certificate)',
  sideRequired: 'Say which side of the card this is: front or back',
  sideNotAllowed: 'A certificate has no side: leave side out',
  missingFile: 'Attach the document in the form field "file".',
  fileType: (file: string) => `${file} is not a JPEG, PNG or PDF file.`,
  polyglot: (file: string) =>
    `${file} is a PDF with something else inside (a page, a script or active content). Save it again as a plain PDF.`,
  unreadable: (file: string) => `${file} is damaged or incomplete. Please choose another file.`,
  tooLarge: (megabytes: number) => `The document is larger than ${megabytes} MB.`,
  tooManyFiles: (max: number) => `A verification request holds at most ${max} documents.`,
  notEditable: (status: string) => `This verification request is ${status}: it cannot be changed.`,
  identityRequired:
    'Add an identity document first: both sides of your NID or birth certificate, or the front of your student ID.',
  onlySubmittedDecided: 'Only a submitted verification request can be approved or rejected.',
  decision: 'status must be approved or rejected',
  rejectReason: 'Choose a reason: unreadable, mismatch, expired-document, not-a-document or other',
  reasonOnlyRejecting: 'A reason can be given only when rejecting',
  noteRequired: 'Write a note saying what to send again',
  statusFilter: 'status must be draft, submitted, approved, rejected or expired',
  byReview: 'The verified badge is given by approving the tutor’s verification documents.',
  offReason: 'Say why the verified badge is removed',
} as const;

/** The service charge calls. */
export const CHARGE_MESSAGES = {
  tutorsOnly: 'Only a tutor profile has service charges.',
  overdue: (invoice: string, amount: number) =>
    `Your service charge ${invoice} of ${amount} BDT is overdue. Until it is paid you cannot ` +
    `apply to jobs or accept hire requests: to pay it, write to ${SITE.supportEmail} with the ` +
    `invoice number.`,
  onlyDue: (status: string) => `Only a due charge can be waived; this one is ${status}.`,
  status: 'status must be waived',
  reason: 'Write why the charge is waived',
  statusFilter: 'status must be due, paid, waived, refunded, partly-refunded or cancelled',
} as const;

/** How the web app names each reason an admin rejects verification documents for. */
export const VERIFICATION_REJECT_REASON_LABELS = {
  unreadable: 'The documents cannot be read',
  mismatch: 'The documents do not match your profile',
  'expired-document': 'A document has expired',
  'not-a-document': 'A file is not an identity document',
  other: 'Another reason',
} as const satisfies Record<VerificationRejectReason, string>;

/** What a tutor reads in the bell once an admin rejects their verification documents. */
export const VERIFICATION_NOTICES = {
  rejectedWithNote: (reason: string, note: string) =>
    `Your verification documents were not approved (${reason}): “${note}” Please upload them again from your profile.`,
  rejected: (reason: string) =>
    `Your verification documents were not approved (${reason}). Please upload them again from your profile.`,
} as const;
