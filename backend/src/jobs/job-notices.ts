import type { ApplicationStatus, JobRejectReason } from '@tutorhub/contracts';
import type { NewNotification } from '../notifications/notifications.service';
import type { Job } from './job.entity';
import type { JobApplication } from './job-application.entity';

type NoticeJob = Pick<Job, 'id' | 'ownerId' | 'subject' | 'classLevel'>;
type NoticeApplication = Pick<JobApplication, 'id' | 'tutorId' | 'expectedSalary' | 'trialAt'>;

/** The owner's notice of an admin's decision on their job. */
export function reviewNotice(job: NoticeJob, reason: JobRejectReason | null): NewNotification {
  const params = { subject: job.subject, classLevel: job.classLevel, jobId: job.id };
  return reason
    ? { userId: job.ownerId, type: 'job.rejected', params: { ...params, jobReason: reason } }
    : { userId: job.ownerId, type: 'job.approved', params };
}

/** The owner's notice of a new application. */
export function receivedNotice(
  job: NoticeJob,
  application: NoticeApplication,
  tutorName: string | null,
): NewNotification {
  return {
    userId: job.ownerId,
    fromId: application.tutorId,
    type: 'application.received',
    params: {
      tutor: tutorName,
      subject: job.subject,
      salary: application.expectedSalary,
      jobId: job.id,
      applicationId: application.id,
    },
  };
}

/**
 * Who hears of a move and what they read: the tutor of the owner's moves (closing a job's
 * applications included), the owner of a withdrawal; `hireId` is the hire a hiring made. The
 * mover is its sender, so a tutor who blocked the owner hears nothing.
 */
export function moveNotice(
  job: NoticeJob,
  application: NoticeApplication,
  to: ApplicationStatus,
  names: { owner: string | null; tutor: string | null },
  hireId: string | null = null,
): NewNotification {
  const params = { subject: job.subject, jobId: job.id, applicationId: application.id };
  const fromId = to === 'withdrawn' ? application.tutorId : job.ownerId;
  return { ...moveNoticeTo(job, application, to, names, hireId, params), fromId };
}

function moveNoticeTo(
  job: NoticeJob,
  application: NoticeApplication,
  to: ApplicationStatus,
  names: { owner: string | null; tutor: string | null },
  hireId: string | null,
  params: { subject: string; jobId: string; applicationId: string },
): NewNotification {
  switch (to) {
    case 'withdrawn':
      return {
        userId: job.ownerId,
        type: 'application.withdrawn',
        params: { ...params, tutor: names.tutor },
      };
    case 'trial':
      return {
        userId: application.tutorId,
        type: 'application.trial',
        params: { ...params, trialAt: application.trialAt?.toISOString() },
      };
    case 'hired':
      return {
        userId: application.tutorId,
        type: 'application.hired',
        hireId,
        params: { ...params, student: names.owner },
      };
    case 'shortlisted':
      return { userId: application.tutorId, type: 'application.shortlisted', params };
    case 'rejected':
      return { userId: application.tutorId, type: 'application.rejected', params };
    default:
      return { userId: application.tutorId, type: 'application.closed', params };
  }
}
