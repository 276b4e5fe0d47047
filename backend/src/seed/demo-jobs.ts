import type {
  ApplicationStatus,
  Curriculum,
  JobRejectReason,
  JobStatus,
  TeachingMode,
} from '@tutorhub/contracts';
import type { EntityManager } from 'typeorm';
import { Hire } from '../hires/hire.entity';
import { Job } from '../jobs/job.entity';
import { JobApplication } from '../jobs/job-application.entity';
import { moveNotice, receivedNotice, reviewNotice } from '../jobs/job-notices';
import { Notification } from '../notifications/notification.entity';
import type { NewNotification } from '../notifications/notifications.service';
import type { User } from '../users/user.entity';

const DAY = 24 * 3_600_000;

interface DemoApplication {
  /** Index into the seeded tutors; 0 is the demo tutor. */
  tutor: number;
  status: ApplicationStatus;
  expectedSalary: number;
  note?: string;
  /** The trial class, days from now. */
  trialInDays?: number;
}

interface DemoJob {
  /** Index into the seeded students; 0 is the demo student. */
  owner: number;
  /** Stored status; an open job approved over 30 days ago reads `expired`. */
  status: JobStatus;
  subject: string;
  classLevel: string;
  curriculum: Curriculum;
  location: string;
  mode: TeachingMode;
  daysPerWeek: number;
  salaryMin: number;
  salaryMax: number;
  details?: string;
  /** Posted this many days ago; approved (or rejected) a day later. */
  daysAgo: number;
  rejectReason?: JobRejectReason;
  applications?: DemoApplication[];
}

/**
 * The job board in every status: the demo student's jobs with applicants at every step, the
 * demo tutor's applications, and other families' open jobs.
 */
export const DEMO_JOBS: DemoJob[] = [
  {
    owner: 0,
    status: 'open',
    subject: 'English',
    classLevel: 'Class 8',
    curriculum: 'english-version',
    location: 'Dhanmondi, Dhaka',
    mode: 'offline',
    daysPerWeek: 3,
    salaryMin: 5000,
    salaryMax: 6000,
    details: 'Grammar and composition for the half-yearly exams; evenings after 6 pm.',
    daysAgo: 4,
    applications: [
      {
        tutor: 4,
        status: 'trial',
        expectedSalary: 6000,
        trialInDays: 2,
        note: 'Six years with English version students.',
      },
      {
        tutor: 10,
        status: 'shortlisted',
        expectedSalary: 5500,
        note: 'I live nearby and can start this week.',
      },
      {
        tutor: 0,
        status: 'applied',
        expectedSalary: 5800,
        note: 'I can add spoken English practice.',
      },
      { tutor: 6, status: 'applied', expectedSalary: 5000 },
    ],
  },
  {
    owner: 0,
    status: 'pending',
    subject: 'Mathematics',
    classLevel: 'Class 5',
    curriculum: 'bangla-medium',
    location: 'New Market, Dhaka',
    mode: 'both',
    daysPerWeek: 4,
    salaryMin: 3000,
    salaryMax: 4000,
    details: 'Scholarship exam preparation for my younger son.',
    daysAgo: 0,
  },
  {
    owner: 0,
    status: 'filled',
    subject: 'Chemistry',
    classLevel: 'HSC 1st year',
    curriculum: 'bangla-medium',
    location: 'New Market, Dhaka',
    mode: 'offline',
    daysPerWeek: 3,
    salaryMin: 7000,
    salaryMax: 9000,
    daysAgo: 20,
    applications: [
      {
        tutor: 5,
        status: 'hired',
        expectedSalary: 8500,
        note: 'Organic chemistry is my strength.',
      },
      { tutor: 9, status: 'closed', expectedSalary: 8000 },
    ],
  },
  {
    owner: 0,
    status: 'rejected',
    subject: 'Biology',
    classLevel: 'Class 9',
    curriculum: 'bangla-medium',
    location: 'New Market, Dhaka',
    mode: 'offline',
    daysPerWeek: 2,
    salaryMin: 4000,
    salaryMax: 5000,
    daysAgo: 6,
    rejectReason: 'duplicate',
  },
  {
    owner: 0,
    status: 'closed',
    subject: 'Physics',
    classLevel: 'Class 10',
    curriculum: 'bangla-medium',
    location: 'New Market, Dhaka',
    mode: 'online',
    daysPerWeek: 2,
    salaryMin: 5000,
    salaryMax: 6000,
    daysAgo: 12,
    applications: [{ tutor: 7, status: 'closed', expectedSalary: 5500 }],
  },
  {
    owner: 1,
    status: 'open',
    subject: 'Physics',
    classLevel: 'HSC 2nd year',
    curriculum: 'bangla-medium',
    location: 'Bailey Road, Dhaka',
    mode: 'offline',
    daysPerWeek: 3,
    salaryMin: 8000,
    salaryMax: 10000,
    details: 'Female tutor preferred by the family, but anyone is welcome to apply.',
    daysAgo: 2,
    applications: [
      {
        tutor: 0,
        status: 'shortlisted',
        expectedSalary: 9000,
        note: 'Physics is my subject at Dhaka University.',
      },
    ],
  },
  {
    owner: 2,
    status: 'open',
    subject: 'Accounting',
    classLevel: 'HSC 2nd year',
    curriculum: 'bangla-medium',
    location: 'Chattogram',
    mode: 'online',
    daysPerWeek: 2,
    salaryMin: 4000,
    salaryMax: 6000,
    daysAgo: 1,
    applications: [{ tutor: 0, status: 'rejected', expectedSalary: 6000 }],
  },
  {
    owner: 3,
    status: 'open',
    subject: 'English',
    classLevel: 'O level',
    curriculum: 'english-medium',
    location: 'Gulshan, Dhaka',
    mode: 'both',
    daysPerWeek: 3,
    salaryMin: 12000,
    salaryMax: 15000,
    details: 'Literature and language papers, May session.',
    daysAgo: 5,
    applications: [{ tutor: 0, status: 'withdrawn', expectedSalary: 12000 }],
  },
  {
    owner: 3,
    status: 'open',
    subject: 'Mathematics',
    classLevel: 'Class 7',
    curriculum: 'madrasa',
    location: 'Tejgaon, Dhaka',
    mode: 'offline',
    daysPerWeek: 3,
    salaryMin: 3500,
    salaryMax: 4500,
    daysAgo: 40,
  },
];

/** `YYYY-MM-DD` of an instant (UTC is close enough for demo start dates). */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Writes the demo jobs, their applications, the hire of the filled one, and their notices. */
export async function seedDemoJobs(tx: EntityManager, tutors: User[], students: User[]) {
  const notices: Array<NewNotification & { createdAt: Date; read: boolean }> = [];
  for (const demo of DEMO_JOBS) {
    const owner = students[demo.owner];
    const postedAt = new Date(Date.now() - demo.daysAgo * DAY);
    const reviewedAt = new Date(postedAt.getTime() + DAY);
    const job = await tx.save(
      tx.create(Job, {
        ownerId: owner.id,
        status: demo.status,
        subject: demo.subject,
        classLevel: demo.classLevel,
        curriculum: demo.curriculum,
        location: demo.location,
        mode: demo.mode,
        daysPerWeek: demo.daysPerWeek,
        salaryMin: demo.salaryMin,
        salaryMax: demo.salaryMax,
        tutorGender: 'any',
        students: 1,
        startDate: dayOf(new Date(Date.now() + 10 * DAY)),
        details: demo.details ?? null,
        approvedAt: demo.status === 'pending' || demo.rejectReason ? null : reviewedAt,
        rejectReason: demo.rejectReason ?? null,
        createdAt: postedAt,
      }),
    );
    if (demo.status !== 'pending') {
      notices.push({
        ...reviewNotice(job, demo.rejectReason ?? null),
        createdAt: reviewedAt,
        read: true,
      });
    }
    for (const [i, a] of (demo.applications ?? []).entries()) {
      const tutor = tutors[a.tutor];
      const appliedAt = new Date(reviewedAt.getTime() + (i + 1) * 3_600_000);
      const application = await tx.save(
        tx.create(JobApplication, {
          jobId: job.id,
          tutorId: tutor.id,
          status: a.status,
          note: a.note ?? null,
          expectedSalary: a.expectedSalary,
          trialAt: a.trialInDays ? new Date(Date.now() + a.trialInDays * DAY) : null,
          createdAt: appliedAt,
        }),
      );
      // The demo student's newest applicants are unread in the bell.
      notices.push({
        ...receivedNotice(job, application, tutor.name),
        createdAt: appliedAt,
        read: !(demo.owner === 0 && a.status === 'applied'),
      });
      let hireId: string | null = null;
      if (a.status === 'hired') {
        const hire = await tx.save(
          tx.create(Hire, {
            tutorId: tutor.id,
            studentId: owner.id,
            status: 'accepted',
            subject: job.subject,
            classLevel: job.classLevel,
            daysPerWeek: job.daysPerWeek,
            salary: a.expectedSalary,
            startDate: job.startDate,
            mode: job.mode === 'online' ? 'online' : 'offline',
            area: job.location,
            acceptedAt: new Date(appliedAt.getTime() + 2 * DAY),
            applicationId: application.id,
          }),
        );
        hireId = hire.id;
      }
      if (a.status !== 'applied') {
        const names = { owner: owner.name, tutor: tutor.name };
        notices.push({
          ...moveNotice(job, application, a.status, names, hireId),
          createdAt: new Date(appliedAt.getTime() + DAY),
          // The demo tutor's latest news stays unread.
          read: !(a.tutor === 0 && a.status === 'shortlisted'),
        });
      }
    }
  }
  await tx.save(notices.map((n) => tx.create(Notification, n)));
}
