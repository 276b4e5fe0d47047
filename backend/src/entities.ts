import { AuditEntry } from './admin/audit-entry.entity';
import { Block } from './blocks/block.entity';
import { Blog } from './blogs/blog.entity';
import { Charge, ChargeLedgerEntry } from './charges/charge.entity';
import { ContactMessage } from './contact/contact-message.entity';
import { NewsletterSubscriber } from './contact/newsletter-subscriber.entity';
import { Course } from './courses/course.entity';
import { Email } from './email/email.entity';
import { Hire } from './hires/hire.entity';
import { JobApplication } from './jobs/job-application.entity';
import { Job } from './jobs/job.entity';
import { Conversation } from './messages/conversation.entity';
import { Message } from './messages/message.entity';
import { UploadedImage } from './media/uploaded-image.entity';
import { Notification } from './notifications/notification.entity';
import { RateLimitCounter } from './rate-limit/rate-limit-counter.entity';
import { Report } from './reports/report.entity';
import { Review } from './reviews/review.entity';
import { Sms } from './sms/sms.entity';
import { TeamMember } from './team/team-member.entity';
import { TutorReview } from './tutor-reviews/tutor-review.entity';
import { User } from './users/user.entity';
import { VerificationDocument } from './verification/verification-document.entity';
import { VerificationRequest } from './verification/verification-request.entity';

export const ENTITIES = [
  User,
  Course,
  Blog,
  Review,
  TeamMember,
  ContactMessage,
  NewsletterSubscriber,
  RateLimitCounter,
  UploadedImage,
  AuditEntry,
  Hire,
  Notification,
  TutorReview,
  Email,
  Sms,
  Report,
  Job,
  JobApplication,
  Conversation,
  Message,
  Block,
  VerificationRequest,
  VerificationDocument,
  Charge,
  ChargeLedgerEntry,
];
