import type { components, operations } from './api-schema';

/*
 * The web app's names for the API's request and answer shapes. Every one is an alias of the
 * generated OpenAPI types (api-schema.ts, written by `npm run api:generate` from the API's DTOs),
 * so a change on the API side shows up here as a type error, never as a silent mismatch.
 */

type Schemas = components['schemas'];
/** The query string an operation accepts. */
type QueryOf<K extends keyof operations> = NonNullable<operations[K]['parameters']['query']>;

export type ApiError = Schemas['ErrorBodyDto'];
export type InsertResult = Schemas['InsertResultDto'];
export type UpdateResult = Schemas['UpdateResultDto'];
export type DeleteResult = Schemas['DeleteResultDto'];
/** `?page=&limit=` of every paged list; the total arrives in X-Total-Count. */
export type PageQuery = QueryOf<'BlogsController_list'>;

export type TokenRequest = Schemas['TokenRequestDto'];
export type TokenResponse = Schemas['TokenResponseDto'];
export type AuthConfig = Schemas['AuthConfigDto'];
export type Me = Schemas['MeDto'];

export type Tutor = Schemas['TutorDto'];
export type TutorQuery = QueryOf<'TutorsController_list'>;
export type TutorRegistration = Schemas['CreateTutorDto'];
export type Student = Schemas['StudentDto'];
export type StudentRegistration = Schemas['CreateStudentDto'];

export type Review = Schemas['ReviewDto'];
export type ReviewRequest = Schemas['CreateReviewDto'];
export type Blog = Schemas['BlogDto'];
export type BlogRequest = Schemas['CreateBlogDto'];
export type Course = Schemas['CourseDto'];
export type CourseQuery = QueryOf<'CoursesController_list'>;
export type CourseRequest = Schemas['CreateCourseDto'];

export type TeamMember = Schemas['TeamMemberDto'];
export type Stats = Schemas['StatsDto'];
export type ContactRequest = Schemas['CreateContactDto'];
export type ContactMessage = Schemas['ContactMessageDto'];
export type NewsletterRequest = Schemas['NewsletterDto'];
export type ImageUploadResponse = Schemas['ImageUploadResponseDto'];

export type AuditEntry = Schemas['AuditEntryDto'];
export type AuditAccount = Schemas['AuditAccountDto'];
export type PeopleQuery = QueryOf<'StudentsController_list'>;
export type PromoteRequest = Schemas['PromoteDto'];
export type AdminRoleRequest = Schemas['AdminRoleDto'];
export type SuspensionRequest = Schemas['SuspensionDto'];
export type TutorRating = Schemas['TutorRatingDto'];

export type EmailSettings = Schemas['EmailSettingsDto'];
export type EmailSettingsEdit = Schemas['EmailSettingsEditDto'];
export type EmailReport = Schemas['EmailReportDto'];
export type FailedEmail = Schemas['FailedEmailDto'];
export type SmsSettings = Schemas['SmsSettingsDto'];
export type SmsSettingsEdit = Schemas['SmsSettingsEditDto'];
export type SmsReport = Schemas['SmsReportDto'];
export type SmsRow = Schemas['SmsRowDto'];

// Tuition jobs: the board's and the owner's jobs, an admin's view (with the owner), the
// applicants a job's owner sees, a tutor's own applications, an admin's review.
export type Job = Schemas['JobDto'];
export type OwnJob = Schemas['OwnJobDto'];
export type AdminJob = Schemas['AdminJobDto'];
export type JobQuery = QueryOf<'JobsController_list'>;
export type AdminJobQuery = QueryOf<'AdminJobsController_list'>;
export type Applicant = Schemas['ApplicationDto'];
export type OwnApplication = Schemas['MyApplicationDto'];
export type JobReview = Schemas['ReviewJobDto'];

export type ReportRequest = Schemas['CreateReportDto'];
export type Report = Schemas['ReportDto'];
export type ReportQuery = QueryOf<'ReportsController_list'>;
export type ReportResolutionRequest = Schemas['ResolveReportDto'];

export type Conversation = Schemas['ConversationDto'];
export type ConversationParty = Schemas['ConversationPartyDto'];
export type ChatMessage = Schemas['MessageDto'];
export type UnreadMessages = Schemas['UnreadMessagesDto'];
export type BlockedMember = Schemas['BlockedMemberDto'];
