import { type ChargeStatus, LIMITS, TOTAL_COUNT_HEADER } from '@tutorhub/contracts';
import type request from 'supertest';
import { DataSource } from 'typeorm';
import { http } from './support/app';
import { expectErrorShape } from './support/error-shape';
import {
  itInProcess,
  moveHire,
  newStudent,
  newTutor,
  requestHire,
  siteDate,
} from './support/hires';
import { authHeader, signInAdmin, type TestIdentity } from './support/identities';
import { applicationIn, applyTo, openJob } from './support/jobs';
import { targetForFile } from './support/file-setup';

const DAY_MS = 24 * 60 * 60 * 1000;
const INVOICE = /^TH-\d{4}-\d{6,}$/;

interface ChargeAnswer {
  _id: string;
  invoice: string;
  amount: number;
  currency: string;
  status: ChargeStatus;
  dueAt: string;
  overdue: boolean;
  paidAt: string | null;
  refunded: number;
  reason: string | null;
  hire: {
    _id: string;
    subject: string;
    classLevel: string;
    salary: number;
    student: { name: string | null } | null;
  };
}

/**
 * The tutor's service charge (the settings' defaults: 50 % of the monthly salary, due in 7 days):
 * made on acceptance, who reads it, overdue refusals, waivers, cancellation by an early end.
 */
describe('charges', () => {
  const { target } = targetForFile();
  let admin: TestIdentity;

  beforeAll(async () => {
    admin = await signInAdmin(target);
  });

  const db = () => target.app!.get(DataSource);

  const get = (who: TestIdentity | null, path: string) => {
    const req = http(target).get(path);
    return who ? req.set(authHeader(who)) : req;
  };
  const waive = (who: TestIdentity | null, id: string, body: object) => {
    const req = http(target).patch(`/api/admin/charges/${id}`);
    return (who ? req.set(authHeader(who)) : req).send(body);
  };

  const mine = async (tutor: TestIdentity) =>
    (await get(tutor, '/api/charges/mine').expect(200)).body as ChargeAnswer[];

  /** Expects the error shape with `code` (and, for a field, that field's code). */
  function expectRefusal(res: request.Response, status: number, code: string, field?: string) {
    if (res.status !== status) {
      throw new Error(`expected ${status}, answered ${res.status}: ${res.text}`);
    }
    expectErrorShape(res);
    expect(field ? res.body.codes?.[field] : res.body.code).toBe(code);
  }

  /** A fresh pair whose hire request (at `salary`) the tutor accepted; its charge. */
  async function accepted(salary = 7777) {
    const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
    const hireId = await requestHire(target, student, tutor, { salary });
    await moveHire(target, tutor, hireId, 'accepted').expect(200);
    const [charge] = await mine(tutor);
    return { student, tutor, hireId, charge };
  }

  /** In-process: moves the charge's due date (and, with `acceptedDaysAgo`, the hire's acceptance) back. */
  async function backdate(chargeId: string, acceptedDaysAgo?: number) {
    await db().query(`UPDATE charges SET "dueAt" = now() - interval '1 hour' WHERE id = $1`, [
      chargeId,
    ]);
    if (acceptedDaysAgo !== undefined) {
      await db().query(
        `UPDATE hires SET "acceptedAt" = now() - make_interval(days => $2)
         WHERE id = (SELECT "hireId" FROM charges WHERE id = $1)`,
        [chargeId, acceptedDaysAgo],
      );
    }
  }

  const ledgerOf = async (chargeId: string) =>
    (await db().query(
      `SELECT kind, amount FROM charge_ledger WHERE "chargeId" = $1 ORDER BY "createdAt", kind`,
      [chargeId],
    )) as Array<{ kind: string; amount: number }>;

  describe('made when a hire is accepted', () => {
    it('on a request the tutor accepts: half the salary rounded up, due 7 days after', async () => {
      const { student, tutor, hireId, charge } = await accepted(7777);
      const hire = (await get(tutor, `/api/hires/${hireId}`).expect(200)).body as {
        acceptedAt: string;
      };
      expect(charge).toMatchObject({
        amount: 3889,
        currency: 'BDT',
        status: 'due',
        overdue: false,
        paidAt: null,
        refunded: 0,
        reason: null,
        hire: {
          _id: hireId,
          subject: 'Physics',
          classLevel: 'Class 9',
          salary: 7777,
          student: { name: student.user!.name },
        },
      });
      expect(charge.invoice).toMatch(INVOICE);
      expect(charge.invoice.slice(3, 7)).toBe(siteDate().slice(0, 4));
      expect(Date.parse(charge.dueAt) - Date.parse(hire.acceptedAt)).toBe(7 * DAY_MS);
    });

    it('on a job application hired: on the salary the tutor asked', async () => {
      const [owner, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
      const jobId = await openJob(target, owner, admin);
      await applicationIn(target, { owner, tutor }, jobId, 'hired');
      const [charge] = await mine(tutor);
      // The application's expected salary is 5,500: 2,750 at 50 %.
      expect(charge).toMatchObject({ amount: 2750, status: 'due', hire: { salary: 5500 } });
    });

    it('not on a request still waiting, and one invoice number per charge', async () => {
      const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
      await requestHire(target, student, tutor);
      expect(await mine(tutor)).toEqual([]);
      const a = await accepted();
      const b = await accepted();
      expect(a.charge.invoice).not.toBe(b.charge.invoice);
    });

    itInProcess('with a ledger row of what is owed', async () => {
      const { charge } = await accepted(9000);
      expect(await ledgerOf(charge._id)).toEqual([{ kind: 'charged', amount: 4500 }]);
    });
  });

  describe('who reads and waives them', () => {
    let party: Awaited<ReturnType<typeof accepted>>;
    let otherTutor: TestIdentity;

    beforeAll(async () => {
      [party, otherTutor] = await Promise.all([accepted(), newTutor(target)]);
    });

    it('GET charges/mine: anonymous 401; the student 403 charges.tutorsOnly, admins too', async () => {
      expectRefusal(await get(null, '/api/charges/mine'), 401, 'auth.signInRequired');
      expectRefusal(await get(party.student, '/api/charges/mine'), 403, 'charges.tutorsOnly');
      expectRefusal(await get(admin, '/api/charges/mine'), 403, 'charges.tutorsOnly');
    });

    it('GET charges/mine: each tutor their own, with X-Total-Count', async () => {
      const res = await get(party.tutor, '/api/charges/mine').expect(200);
      expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('1');
      expect((res.body as ChargeAnswer[]).map((c) => c._id)).toEqual([party.charge._id]);
      expect(await mine(otherTutor)).toEqual([]);
    });

    it('GET charges/{id}: its tutor and admins, with its payments and refunds (none yet)', async () => {
      for (const who of [party.tutor, admin]) {
        const res = await get(who, `/api/charges/${party.charge._id}`).expect(200);
        expect(res.body).toEqual({ ...party.charge, payments: [], refunds: [] });
      }
    });

    it('GET charges/{id}: anonymous 401; another tutor and the student 404', async () => {
      const path = `/api/charges/${party.charge._id}`;
      expectRefusal(await get(null, path), 401, 'auth.signInRequired');
      expectRefusal(await get(otherTutor, path), 404, 'notFound.charge');
      expectRefusal(await get(party.student, path), 404, 'notFound.charge');
    });

    it('GET admin/charges: anonymous 401, members 403, admins the page', async () => {
      expectRefusal(await get(null, '/api/admin/charges'), 401, 'auth.signInRequired');
      for (const who of [party.tutor, party.student]) {
        expectRefusal(await get(who, '/api/admin/charges'), 403, 'auth.forbidden');
      }
      const res = await get(admin, '/api/admin/charges?status=due&limit=100').expect(200);
      expect(Number(res.headers[TOTAL_COUNT_HEADER.toLowerCase()])).toBeGreaterThanOrEqual(1);
      const listed = (res.body as ChargeAnswer[]).find((c) => c._id === party.charge._id);
      expect(listed).toMatchObject({
        status: 'due',
        hire: { tutor: { _id: party.tutor.user!.id } },
      });
      expect((res.body as ChargeAnswer[]).every((c) => c.status === 'due')).toBe(true);
    });

    it('PATCH admin/charges/{id}: anonymous 401, members 403, and nothing changes', async () => {
      const body = { status: 'waived', reason: 'Asked nicely' };
      expectRefusal(await waive(null, party.charge._id, body), 401, 'auth.signInRequired');
      for (const who of [party.tutor, party.student, otherTutor]) {
        expectRefusal(await waive(who, party.charge._id, body), 403, 'auth.forbidden');
      }
      expect((await mine(party.tutor))[0].status).toBe('due');
    });

    it('bad input answers 400 with codes, an unknown charge 404', async () => {
      const id = party.charge._id;
      expectRefusal(await get(party.tutor, '/api/charges/not-an-id'), 400, 'rule.malformedId');
      expectRefusal(
        await get(admin, '/api/charges/00000000-0000-4000-8000-000000000000'),
        404,
        'notFound.charge',
      );
      expectRefusal(await waive(admin, id, { status: 'waived' }), 400, 'charges.reason', 'reason');
      expectRefusal(
        await waive(admin, id, { status: 'waived', reason: '   ' }),
        400,
        'charges.reason',
        'reason',
      );
      expectRefusal(
        await waive(admin, id, {
          status: 'waived',
          reason: 'x'.repeat(LIMITS.chargeReasonMax + 1),
        }),
        400,
        'rule.tooLong',
        'reason',
      );
      expectRefusal(
        await waive(admin, id, { status: 'paid', reason: 'Paid in cash' }),
        400,
        'charges.status',
        'status',
      );
      expectRefusal(
        await get(admin, '/api/admin/charges?status=owed'),
        400,
        'charges.statusFilter',
        'status',
      );
      expectRefusal(
        await get(admin, '/api/admin/charges?overdue=maybe'),
        400,
        'rule.trueOrFalse',
        'overdue',
      );
      expectRefusal(
        await waive(admin, '00000000-0000-4000-8000-000000000000', {
          status: 'waived',
          reason: 'No such charge',
        }),
        404,
        'notFound.charge',
      );
      expect((await mine(party.tutor))[0].status).toBe('due');
    });
  });

  describe('overdue', () => {
    itInProcess(
      'stops applying to jobs and accepting requests until waived; the rest keeps working',
      async () => {
        const { tutor, charge } = await accepted();
        const [owner, student] = await Promise.all([newStudent(target), newStudent(target)]);
        const jobId = await openJob(target, owner, admin);
        const requestId = await requestHire(target, student, tutor);
        await backdate(charge._id);

        expect((await mine(tutor))[0]).toMatchObject({ status: 'due', overdue: true });
        const overdueList = await get(admin, '/api/admin/charges?overdue=true&limit=100').expect(
          200,
        );
        expect((overdueList.body as ChargeAnswer[]).map((c) => c._id)).toContain(charge._id);
        const others = await get(admin, '/api/admin/charges?overdue=false&limit=100').expect(200);
        expect((others.body as ChargeAnswer[]).map((c) => c._id)).not.toContain(charge._id);

        const refusals = [
          await applyTo(target, tutor, jobId),
          await moveHire(target, tutor, requestId, 'accepted'),
        ];
        for (const res of refusals) {
          expectRefusal(res, 403, 'charges.overdue');
          expect(res.body.params).toEqual({ invoice: charge.invoice, amount: charge.amount });
          expect(res.body.message).toContain(charge.invoice);
          expect(res.body.message).toContain('support@tutorhub.com.bd');
        }
        // Everything else keeps working: reading, declining.
        await get(tutor, '/api/hires?as=tutor').expect(200);
        await get(tutor, `/api/charges/${charge._id}`).expect(200);

        const waived = await waive(admin, charge._id, {
          status: 'waived',
          reason: 'The family never paid the tutor',
        }).expect(200);
        expect(waived.body).toMatchObject({
          _id: charge._id,
          status: 'waived',
          overdue: false,
          reason: 'The family never paid the tutor',
          payments: [],
          refunds: [],
        });
        await applyTo(target, tutor, jobId).expect(201);
        await moveHire(target, tutor, requestId, 'accepted').expect(200);
      },
    );

    itInProcess(
      'a waiver is written off in the ledger and audited; waiving again answers 409',
      async () => {
        const { tutor, charge } = await accepted(6000);
        const body = { status: 'waived', reason: 'Tuition never started' };
        await waive(admin, charge._id, body).expect(200);
        expect(await ledgerOf(charge._id)).toEqual([
          { kind: 'charged', amount: 3000 },
          { kind: 'waived', amount: -3000 },
        ]);
        const audit = await get(admin, '/api/admin/audit?limit=20').expect(200);
        expect(audit.body).toEqual(
          expect.arrayContaining([
            expect.objectContaining({
              action: 'charge-waive',
              actor: expect.objectContaining({ _id: admin.user!.id }),
              target: expect.objectContaining({ _id: tutor.user!.id }),
              note: `${charge.invoice} Tuition never started`,
            }),
          ]),
        );

        const again = await waive(admin, charge._id, body);
        expectRefusal(again, 409, 'charges.onlyDue');
        expect(again.body.params).toEqual({ status: 'waived' });
        expect(await ledgerOf(charge._id)).toHaveLength(2);
      },
    );
  });

  describe('cancelled when the tuition ends early', () => {
    it.each(['student', 'admin'] as const)(
      'the %s ending it within 7 days cancels the due charge',
      async (by) => {
        const { student, tutor, hireId, charge } = await accepted();
        await moveHire(target, by === 'admin' ? admin : student, hireId, 'ended').expect(200);
        expect((await mine(tutor))[0]).toMatchObject({ _id: charge._id, status: 'cancelled' });
        const again = await waive(admin, charge._id, { status: 'waived', reason: 'Too late' });
        expectRefusal(again, 409, 'charges.onlyDue');
      },
    );

    it('the tutor ending it leaves the charge due', async () => {
      const { tutor, hireId } = await accepted();
      await moveHire(target, tutor, hireId, 'ended').expect(200);
      expect((await mine(tutor))[0].status).toBe('due');
    });

    itInProcess('with a ledger row taking the amount off', async () => {
      const { student, hireId, charge } = await accepted(5001);
      await moveHire(target, student, hireId, 'ended').expect(200);
      expect(await ledgerOf(charge._id)).toEqual([
        { kind: 'charged', amount: 2501 },
        { kind: 'cancelled', amount: -2501 },
      ]);
    });

    itInProcess('the student ending it after 7 days leaves it due', async () => {
      const { student, tutor, hireId, charge } = await accepted();
      await backdate(charge._id, 8);
      await moveHire(target, student, hireId, 'ended').expect(200);
      expect((await mine(tutor))[0]).toMatchObject({ status: 'due', overdue: true });
    });

    it('the student deleting their account within 7 days cancels it too', async () => {
      const { student, tutor } = await accepted();
      // DELETE /api/me needs a fresh ID token, which the new student has.
      await http(target)
        .delete('/api/me')
        .set(authHeader(student))
        .set('X-Id-Token', student.idToken!)
        .expect(200);
      const [charge] = await mine(tutor);
      expect(charge).toMatchObject({ status: 'cancelled', hire: { student: null } });
    });
  });
});
