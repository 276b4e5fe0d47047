import type { ApplicationStatus } from '@tutorhub/contracts';
import type request from 'supertest';
import { http, type Target } from './app';
import { siteDate } from './hires';
import { authHeader, type TestIdentity } from './identities';

/** Valid terms of a tuition job. */
export function jobPayload(patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    subject: 'English',
    classLevel: 'Class 8',
    curriculum: 'english-version',
    location: 'Dhanmondi, Dhaka',
    mode: 'offline',
    daysPerWeek: 3,
    salaryMin: 5000,
    salaryMax: 6000,
    tutorGender: 'any',
    students: 1,
    startDate: siteDate(7),
    details: 'Grammar and composition before the half-yearly exams.',
    ...patch,
  };
}

function expectCreated(res: request.Response, what: string): string {
  if (res.status !== 201) {
    throw new Error(`${what} answered ${res.status}: ${res.text}`);
  }
  return res.body.insertedId as string;
}

/** `owner` posts a job (waiting for an admin); answers its id. */
export async function postJob(
  target: Target,
  owner: TestIdentity,
  patch: Record<string, unknown> = {},
): Promise<string> {
  const res = await http(target).post('/api/jobs').set(authHeader(owner)).send(jobPayload(patch));
  return expectCreated(res, 'POST /api/jobs');
}

/**
 * PATCH /api/admin/jobs/{id} as `admin`, at `version` 1 (a job nobody changed since it was
 * posted) unless the body names another.
 */
export function reviewJob(
  target: Target,
  admin: TestIdentity,
  id: string,
  body: Record<string, unknown> = { status: 'open' },
): request.Test {
  return http(target)
    .patch(`/api/admin/jobs/${id}`)
    .set(authHeader(admin))
    .send({ version: 1, ...body });
}

/** A job `owner` posts and `admin` opens; answers its id. */
export async function openJob(
  target: Target,
  owner: TestIdentity,
  admin: TestIdentity,
  patch: Record<string, unknown> = {},
): Promise<string> {
  const id = await postJob(target, owner, patch);
  const res = await reviewJob(target, admin, id);
  if (res.status !== 200) {
    throw new Error(`approving the job answered ${res.status}: ${res.text}`);
  }
  return id;
}

/** POST /api/jobs/{id}/applications as `tutor`. */
export function applyTo(
  target: Target,
  tutor: TestIdentity,
  jobId: string,
  body: Record<string, unknown> = {
    note: 'Five years teaching English version.',
    expectedSalary: 5500,
  },
): request.Test {
  return http(target).post(`/api/jobs/${jobId}/applications`).set(authHeader(tutor)).send(body);
}

/** `tutor` applies to the job; answers the application's id. */
export async function applicationOf(
  target: Target,
  tutor: TestIdentity,
  jobId: string,
  body?: Record<string, unknown>,
): Promise<string> {
  return expectCreated(await applyTo(target, tutor, jobId, body), 'applying');
}

/** PATCH /api/applications/{id} as `who`. */
export function moveApplication(
  target: Target,
  who: TestIdentity,
  id: string,
  status: ApplicationStatus,
  extra: Record<string, unknown> = {},
): request.Test {
  return http(target)
    .patch(`/api/applications/${id}`)
    .set(authHeader(who))
    .send({ status, ...extra });
}

/** A trial time `days` from now (ISO). */
export function trialIn(days = 3): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
}

/** The moves that bring a new application to `status`, and who makes each. */
export const PATH_TO: Record<
  Exclude<ApplicationStatus, 'closed'>,
  Array<['owner' | 'tutor', ApplicationStatus]>
> = {
  applied: [],
  shortlisted: [['owner', 'shortlisted']],
  trial: [
    ['owner', 'shortlisted'],
    ['owner', 'trial'],
  ],
  hired: [
    ['owner', 'shortlisted'],
    ['owner', 'hired'],
  ],
  rejected: [['owner', 'rejected']],
  withdrawn: [['tutor', 'withdrawn']],
};

/** An application of `tutor` to the job, brought to `status` through the API. */
export async function applicationIn(
  target: Target,
  parties: { owner: TestIdentity; tutor: TestIdentity },
  jobId: string,
  status: Exclude<ApplicationStatus, 'closed'>,
): Promise<string> {
  const id = await applicationOf(target, parties.tutor, jobId);
  for (const [who, next] of PATH_TO[status]) {
    const res = await moveApplication(
      target,
      parties[who],
      id,
      next,
      next === 'trial' ? { trialAt: trialIn() } : {},
    );
    if (res.status !== 200) {
      throw new Error(`moving the application to ${next} answered ${res.status}: ${res.text}`);
    }
  }
  return id;
}
