import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { CONVERSATION_MESSAGES, MESSAGES } from '@tutorhub/contracts';
import type request from 'supertest';
import { DataSource } from 'typeorm';
import { http } from './support/app';
import { suspensionOf } from './support/account-powers';
import { expectErrorShape } from './support/error-shape';
import { listen, openStream } from './support/event-stream';
import { targetForFile } from './support/file-setup';
import { hirePayload, moveHire, newStudent, newTutor, ranHire, requestHire } from './support/hires';
import { authHeader, signInAdmin, type TestIdentity } from './support/identities';
import { applicationIn, applyTo, moveApplication, openJob, trialIn } from './support/jobs';

/** The routes that create or move a hire, an application or a conversation, as in openapi.json. */
const DEALING_ROUTES = [
  'POST /api/hires',
  'PATCH /api/hires/{id}',
  'POST /api/jobs/{id}/applications',
  'PATCH /api/applications/{id}',
  'GET /api/conversations/of/hire/{id}',
  'GET /api/conversations/of/application/{id}',
  'POST /api/conversations/{id}/messages',
];

/**
 * A blocked pair (either direction) or a suspended party cannot request, apply, move forward,
 * open a conversation or message by any route; the moves that end the dealing stay open, and
 * nothing the refused or ending calls do writes a row, a notice or an email for the other.
 */
describe('blocks and suspension on every path between two members', () => {
  const { target } = targetForFile();
  let admin: TestIdentity;
  const db = () => target.app!.get(DataSource);

  beforeAll(async () => {
    admin = await signInAdmin(target);
  });

  it('walks every route openapi.json lists that creates or moves a hire, application or conversation', () => {
    const spec = JSON.parse(readFileSync(join(__dirname, '..', 'openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const listed = Object.entries(spec.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .map((method) => `${method.toUpperCase()} ${path}`)
        .filter(
          (route) =>
            /^(POST|PATCH|PUT) \/api\/(hires|jobs\/\{id\}\/applications|applications|conversations)/.test(
              route,
            ) || / \/api\/conversations\/of\//.test(route),
        ),
    );
    // Marking read writes only the caller's own mark; its receipt is held back (below).
    expect(listed.filter((route) => route !== 'POST /api/conversations/{id}/read').sort()).toEqual(
      [...DEALING_ROUTES].sort(),
    );
  });

  /** Everything a dealing between the two could write, counted. */
  async function rowsOf(family: TestIdentity, tutor: TestIdentity) {
    const [f, t] = [family.user!.id, tutor.user!.id];
    const [row] = (await db().query(
      `SELECT
         (SELECT count(*)::int FROM hires WHERE "studentId" = $1 AND "tutorId" = $2) AS hires,
         (SELECT count(*)::int FROM hires WHERE "studentId" = $1 AND "tutorId" = $2
            AND status = 'accepted') AS accepted,
         (SELECT count(*)::int FROM job_applications a JOIN jobs j ON j.id = a."jobId"
            WHERE j."ownerId" = $1 AND a."tutorId" = $2) AS applications,
         (SELECT count(*)::int FROM job_applications a JOIN jobs j ON j.id = a."jobId"
            WHERE j."ownerId" = $1 AND a."tutorId" = $2
              AND a.status IN ('shortlisted', 'trial', 'hired')) AS forward,
         (SELECT count(*)::int FROM conversations WHERE "studentId" = $1 AND "tutorId" = $2)
           AS conversations,
         (SELECT count(*)::int FROM messages m JOIN conversations c ON c.id = m."conversationId"
            WHERE c."studentId" = $1 AND c."tutorId" = $2) AS messages,
         (SELECT count(*)::int FROM notifications WHERE "userId" IN ($1, $2)) AS notices,
         (SELECT count(*)::int FROM emails WHERE "userId" IN ($1, $2)) AS emails`,
      [f, t],
    )) as Array<Record<string, number>>;
    return row;
  }

  /**
   * A family and a tutor with one of everything between them, made before the block or the
   * suspension: a hire request, an application in `applied` (no conversation yet), one in
   * `shortlisted` with its conversation, an open job without an application, and an open job
   * with a live application for the family to close.
   */
  async function dealings() {
    const [family, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
    const parties = { owner: family, tutor };
    const [jobA, jobB, jobC, jobD] = await Promise.all(
      [0, 1, 2, 3].map(() => openJob(target, family, admin)),
    );
    const applied = await applicationIn(target, parties, jobA, 'applied');
    const shortlisted = await applicationIn(target, parties, jobB, 'shortlisted');
    await applicationIn(target, parties, jobD, 'applied');
    const hireId = await requestHire(target, family, tutor);
    const talk = await http(target)
      .get(`/api/conversations/of/application/${shortlisted}`)
      .set(authHeader(family))
      .expect(200);
    return {
      family,
      tutor,
      hireId,
      applied,
      shortlisted,
      openJob: jobC,
      jobToClose: jobD,
      conversationId: talk.body._id as string,
    };
  }

  type Dealings = Awaited<ReturnType<typeof dealings>>;

  /** Each refused call, by route, as the member who would make it. */
  function refusedCalls(d: Dealings, tutorCalls: boolean): Array<[string, () => request.Test]> {
    const calls: Array<[string, () => request.Test]> = [
      [
        'POST /api/hires',
        () =>
          http(target)
            .post('/api/hires')
            .set(authHeader(d.family))
            .send(hirePayload(d.tutor.user!.id)),
      ],
      [
        'PATCH /api/applications/{id} shortlisted',
        () => moveApplication(target, d.family, d.applied, 'shortlisted'),
      ],
      [
        'PATCH /api/applications/{id} trial',
        () => moveApplication(target, d.family, d.shortlisted, 'trial', { trialAt: trialIn() }),
      ],
      [
        'PATCH /api/applications/{id} hired',
        () => moveApplication(target, d.family, d.shortlisted, 'hired'),
      ],
      [
        'GET /api/conversations/of/hire/{id}',
        () => http(target).get(`/api/conversations/of/hire/${d.hireId}`).set(authHeader(d.family)),
      ],
      [
        'GET /api/conversations/of/application/{id}',
        () =>
          http(target)
            .get(`/api/conversations/of/application/${d.applied}`)
            .set(authHeader(d.family)),
      ],
      [
        'POST /api/conversations/{id}/messages',
        () =>
          http(target)
            .post(`/api/conversations/${d.conversationId}/messages`)
            .set(authHeader(d.family))
            .send({ text: 'Are you free on Saturday?' }),
      ],
    ];
    if (tutorCalls) {
      calls.push(
        ['PATCH /api/hires/{id} accepted', () => moveHire(target, d.tutor, d.hireId, 'accepted')],
        ['POST /api/jobs/{id}/applications', () => applyTo(target, d.tutor, d.openJob)],
        [
          'POST /api/conversations/{id}/messages (tutor)',
          () =>
            http(target)
              .post(`/api/conversations/${d.conversationId}/messages`)
              .set(authHeader(d.tutor))
              .send({ text: 'Yes, from ten.' }),
        ],
      );
    }
    return calls;
  }

  /** The moves that end the dealing: still open, and the other side hears nothing of them. */
  async function endTheDealing(d: Dealings, tutorMay: boolean) {
    await moveApplication(target, d.family, d.applied, 'rejected').expect(200);
    await http(target)
      .patch(`/api/jobs/${d.jobToClose}`)
      .set(authHeader(d.family))
      .send({ status: 'closed' })
      .expect(200);
    if (tutorMay) {
      await moveApplication(target, d.tutor, d.shortlisted, 'withdrawn').expect(200);
      await moveHire(target, d.tutor, d.hireId, 'declined').expect(200);
    } else {
      await moveHire(target, d.family, d.hireId, 'cancelled').expect(200);
    }
  }

  const blockers: Array<['the family' | 'the tutor', (d: Dealings) => [TestIdentity, string]]> = [
    ['the family', (d) => [d.family, d.tutor.user!.id]],
    ['the tutor', (d) => [d.tutor, d.family.user!.id]],
  ];

  it.each(blockers)(
    'refuses every route with 403 conversation.blockedParty when %s blocked the other, and writes nothing',
    async (_who, blocking) => {
      const d = await dealings();
      const [blocker, blockedId] = blocking(d);
      await http(target).post(`/api/blocks/${blockedId}`).set(authHeader(blocker)).expect(200);
      const before = await rowsOf(d.family, d.tutor);

      const calls = refusedCalls(d, true);
      expect(calls.map(([route]) => route.split(' ').slice(0, 2).join(' '))).toEqual(
        expect.arrayContaining(DEALING_ROUTES),
      );
      for (const [route, call] of calls) {
        const res = await call();
        expect([route, res.status]).toEqual([route, 403]);
        expectErrorShape(res, 403);
        expect(res.body).toEqual({
          statusCode: 403,
          error: 'Forbidden',
          message: CONVERSATION_MESSAGES.blockedParty,
          code: 'conversation.blockedParty',
          params: {},
        });
      }
      expect(await rowsOf(d.family, d.tutor)).toEqual(before);

      await endTheDealing(d, true);
      const after = await rowsOf(d.family, d.tutor);
      expect(after).toEqual({ ...before, forward: 0 });
    },
  );

  it('answers a suspended tutor’s every route with the 404 of an id that is not there, and writes nothing', async () => {
    const d = await dealings();
    await http(target)
      .patch(suspensionOf(d.tutor.user!.id))
      .set(authHeader(admin))
      .send({ suspended: true })
      .expect(200);
    const before = await rowsOf(d.family, d.tutor);

    // The same call on an id that was never there: what a hidden account must look like.
    const nothing = randomUUID();
    const absent: Record<string, () => request.Test> = {
      'POST /api/hires': () =>
        http(target).post('/api/hires').set(authHeader(d.family)).send(hirePayload(nothing)),
      'PATCH /api/applications/{id}': () => moveApplication(target, d.family, nothing, 'hired'),
      'GET /api/conversations/of/hire/{id}': () =>
        http(target).get(`/api/conversations/of/hire/${nothing}`).set(authHeader(d.family)),
      'GET /api/conversations/of/application/{id}': () =>
        http(target).get(`/api/conversations/of/application/${nothing}`).set(authHeader(d.family)),
      'POST /api/conversations/{id}/messages': () =>
        http(target)
          .post(`/api/conversations/${nothing}/messages`)
          .set(authHeader(d.family))
          .send({ text: 'Are you free on Saturday?' }),
    };
    for (const [route, call] of refusedCalls(d, false)) {
      const res = await call();
      const path = route.split(' ').slice(0, 2).join(' ');
      const like = await absent[path]();
      expect([route, res.status]).toEqual([route, 404]);
      expectErrorShape(res, 404);
      expect([route, res.text]).toEqual([route, like.text]);
    }
    // The suspended tutor's own calls never get past sign-in.
    for (const res of await Promise.all([
      moveHire(target, d.tutor, d.hireId, 'accepted'),
      applyTo(target, d.tutor, d.openJob),
    ])) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MESSAGES.accountSuspended);
    }
    expect(await rowsOf(d.family, d.tutor)).toEqual(before);

    await endTheDealing(d, false);
    expect(await rowsOf(d.family, d.tutor)).toEqual(before);
  });

  it('answers a tutor’s routes to a suspended family with the 404 of an id that is not there', async () => {
    const d = await dealings();
    await http(target)
      .patch(suspensionOf(d.family.user!.id))
      .set(authHeader(admin))
      .send({ suspended: true })
      .expect(200);
    const before = await rowsOf(d.family, d.tutor);
    const nothing = randomUUID();
    const pairs: Array<[request.Test, request.Test]> = [
      [
        moveHire(target, d.tutor, d.hireId, 'accepted'),
        moveHire(target, d.tutor, nothing, 'accepted'),
      ],
      [applyTo(target, d.tutor, d.openJob), applyTo(target, d.tutor, nothing)],
      [
        http(target)
          .post(`/api/conversations/${d.conversationId}/messages`)
          .set(authHeader(d.tutor))
          .send({ text: 'Yes, from ten.' }),
        http(target)
          .post(`/api/conversations/${nothing}/messages`)
          .set(authHeader(d.tutor))
          .send({ text: 'Yes, from ten.' }),
      ],
    ];
    for (const [call, like] of pairs) {
      const [res, absent] = [await call, await like];
      expect(res.status).toBe(404);
      expect(res.text).toBe(absent.text);
    }
    // Withdrawing and declining stay open; the suspended family is told nothing of them.
    await moveApplication(target, d.tutor, d.shortlisted, 'withdrawn').expect(200);
    await moveHire(target, d.tutor, d.hireId, 'declined').expect(200);
    expect(await rowsOf(d.family, d.tutor)).toEqual({ ...before, forward: 0 });
  });

  it('tells a blocked party’s live streams nothing: no read receipt, deletion or notices count', async () => {
    const d = await dealings();
    const port = await listen(target.app!);
    const message = await http(target)
      .post(`/api/conversations/${d.conversationId}/messages`)
      .set(authHeader(d.tutor))
      .send({ text: 'Wrong day, sorry' })
      .expect(201);
    await http(target)
      .post(`/api/blocks/${d.tutor.user!.id}`)
      .set(authHeader(d.family))
      .expect(200);
    const [toTutor, toFamily] = await Promise.all([
      openStream(port, d.tutor.token!),
      openStream(port, d.family.token!),
    ]);
    try {
      await http(target)
        .post(`/api/conversations/${d.conversationId}/read`)
        .set(authHeader(d.tutor))
        .expect(200);
      await http(target)
        .delete(`/api/conversations/${d.conversationId}/messages/${message.body._id}`)
        .set(authHeader(d.tutor))
        .expect(200);
      await moveApplication(target, d.tutor, d.shortlisted, 'withdrawn').expect(200);
      await moveApplication(target, d.family, d.applied, 'rejected').expect(200);
      // The actor's own streams hear their acts, so the family's would have by now.
      await toTutor.next((e) => e.event === 'read');
      await toTutor.next((e) => e.event === 'deleted');
      await new Promise((done) => setTimeout(done, 300));
      expect(toFamily.events).toEqual([]);
      expect(toTutor.events.map((e) => e.event)).toEqual(['read', 'deleted']);
    } finally {
      toTutor.close();
      toFamily.close();
    }
  });

  it('still takes a review of a tutor who blocked the student, and tells the tutor nothing of it', async () => {
    const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
    await ranHire(target, student, tutor, 'ended');
    await http(target).post(`/api/blocks/${student.user!.id}`).set(authHeader(tutor)).expect(200);
    const before = await rowsOf(student, tutor);
    // A block must not shield a tutor from the reviews of a tuition that ran.
    await http(target)
      .post(`/api/tutors/${tutor.user!.id}/reviews`)
      .set(authHeader(student))
      .send({ rating: 2, message: 'Often late and left the chapters half done.' })
      .expect(201);
    expect(await rowsOf(student, tutor)).toEqual(before);
  });

  it('lets the pair deal again once the block is lifted (the guard is what refused)', async () => {
    const d = await dealings();
    await http(target)
      .post(`/api/blocks/${d.family.user!.id}`)
      .set(authHeader(d.tutor))
      .expect(200);
    await moveHire(target, d.tutor, d.hireId, 'accepted').expect(403);
    await http(target)
      .delete(`/api/blocks/${d.family.user!.id}`)
      .set(authHeader(d.tutor))
      .expect(200);
    const before = await rowsOf(d.family, d.tutor);
    await moveHire(target, d.tutor, d.hireId, 'accepted').expect(200);
    const after = await rowsOf(d.family, d.tutor);
    expect(after.accepted).toBe(before.accepted + 1);
    expect(after.notices).toBe(before.notices + 1);
  });
});
