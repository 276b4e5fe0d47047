import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { HireStatus } from '@tutorhub/contracts';
import type request from 'supertest';
import { DataSource } from 'typeorm';
import { Hire } from '../../backend/src/hires/hire.entity';
import { access, type HttpMethod } from './access-matrix';
import { BASE_URL, http, type Target } from './app';
import { expectErrorShape } from './error-shape';
import { filledInBeforeAll, targetForFile } from './file-setup';
import {
  authHeader,
  createAccount,
  createIdentities,
  IDENTITY_NAMES,
  type TestIdentity,
} from './identities';

/** The five usual callers plus a second student and tutor who are no party of the hire. */
export const HIRE_CALLERS = [...IDENTITY_NAMES, 'otherStudent', 'otherTutor'] as const;
export type HireCaller = (typeof HIRE_CALLERS)[number];
export type HireCallers = Record<HireCaller, TestIdentity>;

/** The status each hire caller must get (those left out are not tried). */
export type ExpectedHireAccess = Partial<Record<HireCaller, number>>;

/** Common expectations over the seven callers, as `access` gives them over the five. */
export const hireAccess = {
  anyone: (ok = 200): ExpectedHireAccess => ({
    ...access.anyone(ok),
    otherStudent: ok,
    otherTutor: ok,
  }),
  signedIn: (ok = 200): ExpectedHireAccess => ({
    ...access.signedIn(ok),
    otherStudent: ok,
    otherTutor: ok,
  }),
  adminOnly: (ok = 200): ExpectedHireAccess => ({
    ...access.adminOnly(ok),
    otherStudent: 403,
    otherTutor: 403,
  }),
};

/** `student` and `tutor` are the parties of the hires a test makes; the others are not. */
export async function createHireCallers(target: Target): Promise<HireCallers> {
  const [ids, otherStudent, otherTutor] = await Promise.all([
    createIdentities(target),
    createAccount(target, 'student', { kind: 'student' }),
    createAccount(target, 'tutor', { kind: 'tutor' }),
  ]);
  return { ...ids, otherStudent, otherTutor };
}

/**
 * `targetForFile` plus the seven hire callers (`callers`, see `createHireCallers`), and `ctx`,
 * the same for `expectHireAccess`. A file's own `beforeAll`, declared after this call, sees them.
 */
export function hireCallersForFile() {
  const { target, api } = targetForFile();
  const callers = filledInBeforeAll<HireCallers>();
  beforeAll(async () => {
    Object.assign(callers, await createHireCallers(target));
  });
  return { target, api, callers, ctx: { target, callers } };
}

/** A fresh tutor account with its API token. */
export function newTutor(target: Target): Promise<TestIdentity> {
  return createAccount(target, 'tutor', { kind: 'tutor' });
}

/** A fresh student account with its API token. */
export function newStudent(target: Target): Promise<TestIdentity> {
  return createAccount(target, 'student', { kind: 'student' });
}

/** The date `days` from today in the site time zone (Asia/Dhaka), YYYY-MM-DD. */
export function siteDate(days = 0): string {
  const at = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(at);
}

/** Valid terms of a request to `tutorId`. */
export function hirePayload(tutorId: string, patch: Record<string, unknown> = {}) {
  return {
    tutorId,
    subject: 'Physics',
    classLevel: 'Class 9',
    daysPerWeek: 3,
    salary: 8000,
    startDate: siteDate(7),
    mode: 'offline',
    area: 'Dhanmondi, Dhaka',
    message: 'Mechanics and waves before the test exams.',
    ...patch,
  } as Record<string, unknown>;
}

/** `student` requests `tutor`; answers the new hire's id. */
export async function requestHire(
  target: Target,
  student: TestIdentity,
  tutor: TestIdentity,
  patch: Record<string, unknown> = {},
): Promise<string> {
  const res = await http(target)
    .post('/api/hires')
    .set(authHeader(student))
    .send(hirePayload(tutor.user!.id, patch));
  if (res.status !== 201) {
    throw new Error(`POST /api/hires answered ${res.status}: ${res.text}`);
  }
  return res.body.insertedId as string;
}

/** In-process only: a hire written straight to the database, with fixed terms. */
export function insertHire(
  app: NestFastifyApplication,
  tutorId: string,
  studentId: string,
  status: HireStatus,
) {
  return app
    .get(DataSource)
    .getRepository(Hire)
    .insert({
      tutorId,
      studentId,
      status,
      subject: 'Physics',
      classLevel: 'Class 9',
      daysPerWeek: 3,
      salary: 9000,
      startDate: '2030-01-01',
      mode: 'online',
      acceptedAt: status === 'accepted' || status === 'ended' ? new Date() : null,
      endedAt: status === 'ended' ? new Date() : null,
    });
}

/** PATCH /api/hires/{id} as `who`. */
export function moveHire(
  target: Target,
  who: TestIdentity,
  id: string,
  status: HireStatus,
  reason?: string,
): request.Test {
  return http(target)
    .patch(`/api/hires/${id}`)
    .set(authHeader(who))
    .send(reason === undefined ? { status } : { status, reason });
}

/** A hire between `student` and `tutor` brought to `status` through the API. */
export async function hireIn(
  target: Target,
  student: TestIdentity,
  tutor: TestIdentity,
  status: HireStatus,
): Promise<string> {
  const id = await requestHire(target, student, tutor);
  const path: Record<HireStatus, Array<[TestIdentity, HireStatus]>> = {
    requested: [],
    accepted: [[tutor, 'accepted']],
    declined: [[tutor, 'declined']],
    cancelled: [[student, 'cancelled']],
    ended: [
      [tutor, 'accepted'],
      [student, 'ended'],
    ],
  };
  for (const [who, next] of path[status]) {
    const res = await moveHire(target, who, id, next);
    if (res.status !== 200) {
      throw new Error(`moving the hire to ${next} answered ${res.status}: ${res.text}`);
    }
  }
  return id;
}

/**
 * In-process only: a hire brought to `status` through the API, then dated as a tuition that
 * was accepted 40 days ago (and, if ended, ended yesterday), so its student may rate the tutor.
 */
export async function ranHire(
  target: Target,
  student: TestIdentity,
  tutor: TestIdentity,
  status: 'accepted' | 'ended',
): Promise<string> {
  const id = await hireIn(target, student, tutor, status);
  if (!target.app) {
    throw new Error('Dating a tuition back needs the app in-process');
  }
  await target.app.get(DataSource).query(
    `UPDATE "hires" SET "acceptedAt" = now() - interval '40 days',
       "endedAt" = CASE WHEN "endedAt" IS NULL THEN NULL ELSE now() - interval '1 day' END
     WHERE id = $1`,
    [id],
  );
  return id;
}

/**
 * `it` for a test whose set-up dates a tuition back (`ranHire`): run in-process, skipped black-box,
 * where no test can reach the database.
 */
export const itInProcess: jest.It = BASE_URL ? it.skip : it;

export interface HireAccessCall {
  method: HttpMethod;
  path: string | ((who: HireCaller) => Promise<string>);
  body?: object;
}

/** One test per caller that `expected` names, in its order: `test` checks that caller's answer. */
export function itAnswersEachHireCaller(
  expected: ExpectedHireAccess,
  test: (who: HireCaller, status: number) => Promise<void>,
): void {
  for (const [who, status] of Object.entries(expected) as Array<[HireCaller, number]>) {
    it(`answers ${who} with ${status}`, () => test(who, status));
  }
}

/** One test per caller that `expected` names, as `expectAccess` does for the five usual ones. */
export function expectHireAccess(
  ctx: { target?: Target; callers?: HireCallers },
  label: string,
  call: HireAccessCall,
  expected: ExpectedHireAccess,
): void {
  describe(label, () => {
    for (const who of HIRE_CALLERS.filter((name) => expected[name] !== undefined)) {
      it(`answers ${who} with ${expected[who]}`, async () => {
        const { target, callers } = ctx;
        if (!target || !callers) {
          throw new Error('expectHireAccess: set ctx.target and ctx.callers in beforeAll');
        }
        const path = typeof call.path === 'function' ? await call.path(who) : call.path;
        const req = http(target)[call.method](path).set(authHeader(callers[who]));
        const res = await (call.body === undefined ? req : req.send(call.body));
        if (res.status !== expected[who]) {
          throw new Error(`${label} as ${who} answered ${res.status}: ${res.text}`);
        }
        if (res.status >= 400) {
          expectErrorShape(res);
        }
      });
    }
  });
}
