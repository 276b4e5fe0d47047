import type { AdminJob, Applicant, Job, OwnApplication, OwnJob } from '../features/jobs/jobTypes';

// Fixtures shared by the tuition-job component tests.

export function job(overrides: Partial<Job> = {}): Job {
  return {
    _id: 'job-1',
    subject: 'English',
    classLevel: 'Class 8',
    curriculum: 'english-version',
    location: 'Dhanmondi',
    mode: 'offline',
    daysPerWeek: 3,
    salaryMin: 5000,
    salaryMax: 6000,
    tutorGender: 'any',
    students: 1,
    startDate: '2026-12-01',
    details: 'Grammar and writing.',
    status: 'open',
    postedAt: '2026-11-20T10:00:00.000Z',
    applications: 2,
    ...overrides,
  };
}

export function ownJob(overrides: Partial<OwnJob> = {}): OwnJob {
  return {
    ...job(),
    createdAt: '2026-11-19T10:00:00.000Z',
    rejectReason: null,
    version: 1,
    counts: {
      applied: 2,
      shortlisted: 0,
      trial: 0,
      hired: 0,
      rejected: 0,
      withdrawn: 0,
      closed: 0,
    },
    ...overrides,
  };
}

export function adminJob(overrides: Partial<AdminJob> = {}): AdminJob {
  const { counts, createdAt, rejectReason, ...rest } = ownJob();
  return {
    ...rest,
    counts,
    createdAt,
    rejectReason,
    owner: { _id: 'student-1', name: 'Sam Student', email: 'sam@example.com' },
    ...overrides,
  };
}

export function applicant(overrides: Partial<Applicant> = {}): Applicant {
  return {
    _id: 'app-1',
    status: 'applied',
    note: 'Five years with Class 8 English.',
    expectedSalary: 5500,
    createdAt: '2026-11-21T10:00:00.000Z',
    trialAt: null,
    hireId: null,
    tutor: {
      _id: 'tutor-1',
      name: 'Tania Tutor',
      image: '',
      subject: 'English',
      teachingSubject: 'English',
      location: 'Dhanmondi',
      verified: true,
      rating: { average: 4.5, count: 2 },
    },
    ...overrides,
  };
}

export function ownApplication(overrides: Partial<OwnApplication> = {}): OwnApplication {
  return {
    _id: 'app-1',
    status: 'applied',
    note: 'Five years with Class 8 English.',
    expectedSalary: 5500,
    createdAt: '2026-11-21T10:00:00.000Z',
    trialAt: null,
    hireId: null,
    job: job(),
    ...overrides,
  };
}
