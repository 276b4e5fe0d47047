import { CONTACT_RULE_MESSAGES, CONVERSATION_MESSAGES, NOT_FOUND } from '@tutorhub/contracts';
import { DataSource } from 'typeorm';
import { SiteClockService } from '../backend/src/common/site-time';
import { http } from './support/app';
import {
  type ConversationBody,
  hireConversation,
  type MessageBody,
  sendMessage,
  sent,
} from './support/conversations';
import { hireIn, hirePayload, moveHire, newStudent, newTutor } from './support/hires';
import { authHeader, signInAdmin, type TestIdentity } from './support/identities';
import { targetForFile } from './support/file-setup';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The rules of a conversation: contact details, closing, deleting, blocking, reporting. */
describe('conversations: the rules', () => {
  const { target } = targetForFile();
  let now: jest.SpyInstance<Date> | undefined;

  afterEach(() => now?.mockRestore());

  /** Moves the site clock `ms` ahead of the real one. */
  const moveClock = (ms: number) => {
    const clock = target.app!.get(SiteClockService);
    now = jest.spyOn(clock, 'now').mockImplementation(() => new Date(Date.now() + ms));
  };

  /** A fresh student and tutor, a hire between them in `status`, and its conversation. */
  async function pair(status: 'requested' | 'accepted' | 'ended' | 'declined' = 'requested') {
    const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
    const hireId = await hireIn(target, student, tutor, status);
    const conversation = await hireConversation(target, student, hireId);
    return { student, tutor, hireId, conversation };
  }

  const page = async (who: TestIdentity, id: string, query = '') =>
    (
      await http(target)
        .get(`/api/conversations/${id}/messages${query}`)
        .set(authHeader(who))
        .expect(200)
    ).body as MessageBody[];

  describe('the contact rule', () => {
    it('refuses a phone number or an email before the hire is accepted', async () => {
      const { student, conversation } = await pair('requested');
      expect(conversation.contactRule).toBe(true);
      for (const text of ['Call me on 01712-345678', 'mail me: rahim@example.com']) {
        const res = await sendMessage(target, student, conversation._id, text);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          message: CONTACT_RULE_MESSAGES.contactDetails,
          code: 'contactRule.contactDetails',
          codes: { text: 'contactRule.contactDetails' },
        });
      }
      expect(await page(student, conversation._id)).toEqual([]);
    });

    it('refuses a number sent in pieces within 10 minutes, as it refuses one message', async () => {
      const { student, tutor, conversation } = await pair('requested');
      await sent(target, student, conversation._id, '017');
      moveClock(4 * 60 * 1000);
      await sent(target, student, conversation._id, '1234');
      moveClock(9 * 60 * 1000);
      const res = await sendMessage(target, student, conversation._id, '5678');
      expect(res.status).toBe(400);
      const whole = await sendMessage(target, student, conversation._id, '01712345678');
      expect(res.body).toEqual(whole.body);
      expect(res.body).toMatchObject({
        message: CONTACT_RULE_MESSAGES.contactDetails,
        code: 'contactRule.contactDetails',
        codes: { text: 'contactRule.contactDetails' },
      });
      // The same pieces in Bangla digits with a bullet between them.
      const bangla = await pair('requested');
      await sent(target, bangla.tutor, bangla.conversation._id, '০১৭•');
      expect(
        (await sendMessage(target, bangla.tutor, bangla.conversation._id, '১২৩৪•৫৬৭৮')).status,
      ).toBe(400);
      expect((await page(tutor, conversation._id)).map((m) => m.text)).toEqual(['1234', '017']);
    });

    it("reads neither pieces older than 10 minutes nor the other party's messages with it", async () => {
      const { student, tutor, conversation } = await pair('requested');
      await sent(target, student, conversation._id, '017');
      await sent(target, tutor, conversation._id, '1234');
      // Read with the tutor's 1234 this would be 01712345678; the student's own 017 5678 is none.
      await sent(target, student, conversation._id, '5678');
      const later = await pair('requested');
      await sent(target, later.student, later.conversation._id, '017 1234');
      moveClock(11 * 60 * 1000);
      await sent(target, later.student, later.conversation._id, '5678');
    });

    it('lets contact details through once the tutor accepts', async () => {
      const { student, tutor, hireId, conversation } = await pair('requested');
      await moveHire(target, tutor, hireId, 'accepted').expect(200);
      const message = await sent(target, student, conversation._id, 'My number is 01712-345678');
      expect(message).toMatchObject({ text: 'My number is 01712-345678', mine: true });
      const after = await hireConversation(target, tutor, hireId);
      expect(after.contactRule).toBe(false);
    });
  });

  describe('closed conversations', () => {
    it('stay writable for 30 days after the tuition ends, then are read-only (409)', async () => {
      const { student, tutor, hireId, conversation } = await pair('ended');
      await sent(target, student, conversation._id, 'Thank you for the classes!');

      moveClock(29 * DAY_MS);
      await sent(target, tutor, conversation._id, 'Good luck in the exams.');

      moveClock(31 * DAY_MS);
      const res = await sendMessage(target, student, conversation._id, 'One more question');
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        message: CONVERSATION_MESSAGES.readOnly,
        code: 'conversation.readOnly',
      });
      expect((await hireConversation(target, tutor, hireId)).readOnly).toBe(true);
      // Still readable.
      expect((await page(student, conversation._id)).map((m) => m.text)).toEqual([
        'Good luck in the exams.',
        'Thank you for the classes!',
      ]);
    });

    it('a declined request closes its conversation the same way', async () => {
      const { student, conversation } = await pair('declined');
      await sent(target, student, conversation._id, 'Maybe next term?');
      moveClock(31 * DAY_MS);
      expect((await sendMessage(target, student, conversation._id, 'Hello?')).status).toBe(409);
    });

    it('a running tuition never closes', async () => {
      const { student, conversation } = await pair('accepted');
      moveClock(400 * DAY_MS);
      await sent(target, student, conversation._id, 'Still here after a year');
    });
  });

  describe('deleting a message', () => {
    it('works for its sender within 5 minutes, and the other party sees it deleted', async () => {
      const { student, tutor, conversation } = await pair();
      const message = await sent(target, tutor, conversation._id, 'Wrong chat, sorry');
      moveClock(4 * 60 * 1000);
      await http(target)
        .delete(`/api/conversations/${conversation._id}/messages/${message._id}`)
        .set(authHeader(tutor))
        .expect(200, { deletedCount: 1 });
      const [seen] = await page(student, conversation._id);
      expect(seen).toMatchObject({ _id: message._id, text: null, deleted: true });
      const again = await http(target)
        .delete(`/api/conversations/${conversation._id}/messages/${message._id}`)
        .set(authHeader(tutor));
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('conversation.alreadyDeleted');
    });

    it('is refused after 5 minutes, and to the other party at any time', async () => {
      const { student, tutor, conversation } = await pair();
      const message = await sent(target, tutor, conversation._id, 'Can you do Sunday?');
      const del = (who: TestIdentity) =>
        http(target)
          .delete(`/api/conversations/${conversation._id}/messages/${message._id}`)
          .set(authHeader(who));
      const theirs = await del(student);
      expect(theirs.status).toBe(403);
      expect(theirs.body.message).toBe(CONVERSATION_MESSAGES.notYours);
      moveClock(6 * 60 * 1000);
      const late = await del(tutor);
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(CONVERSATION_MESSAGES.deleteTooLate);
      expect((await page(student, conversation._id))[0].text).toBe('Can you do Sunday?');
    });
  });

  describe('blocking', () => {
    it('stops messages both ways until lifted', async () => {
      const { student, tutor, conversation } = await pair();
      await http(target)
        .post(`/api/blocks/${tutor.user!.id}`)
        .set(authHeader(student))
        .expect(200, { modifiedCount: 1 });
      for (const who of [student, tutor]) {
        const res = await sendMessage(target, who, conversation._id, 'Hello');
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(CONVERSATION_MESSAGES.blockedParty);
      }
      const listed = await http(target).get('/api/blocks').set(authHeader(student)).expect(200);
      expect(listed.body).toEqual([
        expect.objectContaining({ _id: tutor.user!.id, name: tutor.user!.name }),
      ]);
      const seen = await http(target)
        .get(`/api/conversations/${conversation._id}`)
        .set(authHeader(tutor))
        .expect(200);
      expect((seen.body as ConversationBody).blocked).toBe(true);

      await http(target)
        .delete(`/api/blocks/${tutor.user!.id}`)
        .set(authHeader(student))
        .expect(200, { deletedCount: 1 });
      await sent(target, tutor, conversation._id, 'Thanks for unblocking');
    });

    it('stops a new hire request between the two, whoever blocked', async () => {
      const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
      // Only a member one has dealt with can be blocked: here, a request the tutor declined.
      await hireIn(target, student, tutor, 'declined');
      await http(target).post(`/api/blocks/${student.user!.id}`).set(authHeader(tutor)).expect(200);
      const res = await http(target)
        .post('/api/hires')
        .set(authHeader(student))
        .send(hirePayload(tutor.user!.id));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(CONVERSATION_MESSAGES.blockedParty);
    });

    it('stops a tutor applying to a job of a student who blocked them', async () => {
      const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
      const jobId = await openJob(student);
      await hireIn(target, student, tutor, 'declined');
      await http(target).post(`/api/blocks/${tutor.user!.id}`).set(authHeader(student)).expect(200);
      const res = await http(target)
        .post(`/api/jobs/${jobId}/applications`)
        .set(authHeader(tutor))
        .send({ expectedSalary: 8000 });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(CONVERSATION_MESSAGES.blockedParty);
      await http(target)
        .delete(`/api/blocks/${tutor.user!.id}`)
        .set(authHeader(student))
        .expect(200);
      await http(target)
        .post(`/api/jobs/${jobId}/applications`)
        .set(authHeader(tutor))
        .send({ expectedSalary: 8000 })
        .expect(201);
    });

    it('refuses blocking oneself (400) and an unknown account (404)', async () => {
      const student = await newStudent(target);
      const self = await http(target)
        .post(`/api/blocks/${student.user!.id}`)
        .set(authHeader(student));
      expect(self.status).toBe(400);
      expect(self.body.code).toBe('conversation.blockSelf');
      const unknown = await http(target)
        .post('/api/blocks/00000000-0000-4000-8000-000000000000')
        .set(authHeader(student));
      expect(unknown.status).toBe(404);
    });
  });

  describe('reporting a message', () => {
    it('goes to the admins, who may then read that conversation', async () => {
      const { student, tutor, conversation } = await pair();
      const admin = await signInAdmin(target);
      const message = await sent(target, tutor, conversation._id, 'Pay me 500 in advance');
      const readAsAdmin = () =>
        http(target).get(`/api/conversations/${conversation._id}/messages`).set(authHeader(admin));
      expect((await readAsAdmin()).status).toBe(404);

      const report = { targetType: 'message', targetId: message._id, reason: 'scam' };
      const own = await http(target).post('/api/reports').set(authHeader(tutor)).send(report);
      expect(own.status).toBe(400);
      const outsider = await newStudent(target);
      const stranger = await http(target)
        .post('/api/reports')
        .set(authHeader(outsider))
        .send(report);
      expect(stranger.status).toBe(404);
      expect(stranger.body.message).toBe(NOT_FOUND.message);
      await http(target).post('/api/reports').set(authHeader(student)).send(report).expect(201);

      const queue = await http(target)
        .get('/api/admin/reports?limit=100')
        .set(authHeader(admin))
        .expect(200);
      expect(queue.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            targetType: 'message',
            targetId: message._id,
            item: { title: null, text: 'Pay me 500 in advance', authorName: tutor.user!.name },
          }),
        ]),
      );
      const read = await readAsAdmin();
      expect(read.status).toBe(200);
      expect((read.body as MessageBody[]).map((m) => m.text)).toEqual(['Pay me 500 in advance']);
      // Reading is all an admin may do.
      expect((await sendMessage(target, admin, conversation._id, 'Admin here')).status).toBe(404);
    });
  });

  describe('reading', () => {
    it('pages newest first by cursor and counts what the reader has not read', async () => {
      const { student, tutor, conversation } = await pair();
      for (const text of ['one', 'two', 'three']) {
        await sent(target, tutor, conversation._id, text);
      }
      const unread = async () =>
        (
          await http(target)
            .get('/api/conversations/unread-count')
            .set(authHeader(student))
            .expect(200)
        ).body as { count: number };
      expect(await unread()).toEqual({ count: 3 });

      const first = await page(student, conversation._id, '?limit=2');
      expect(first.map((m) => m.text)).toEqual(['three', 'two']);
      const next = await page(student, conversation._id, `?limit=2&before=${first[1]._id}`);
      expect(next.map((m) => m.text)).toEqual(['one']);
      const bad = await http(target)
        .get(`/api/conversations/${conversation._id}/messages?limit=0`)
        .set(authHeader(student));
      expect(bad.status).toBe(400);

      await http(target)
        .post(`/api/conversations/${conversation._id}/read`)
        .set(authHeader(student))
        .expect(200, { modifiedCount: 1 });
      expect(await unread()).toEqual({ count: 0 });
      const forTutor = await http(target)
        .get(`/api/conversations/${conversation._id}`)
        .set(authHeader(tutor))
        .expect(200);
      expect((forTutor.body as ConversationBody).otherReadAt).not.toBeNull();
    });

    it('refuses an empty or too long message', async () => {
      const { student, conversation } = await pair();
      for (const text of ['   ', 'x'.repeat(1001)]) {
        expect((await sendMessage(target, student, conversation._id, text)).status).toBe(400);
      }
    });
  });

  /** An open job of `student`'s, written straight to the database. */
  async function openJob(student: TestIdentity): Promise<string> {
    const [job] = (await target.app!.get(DataSource).query(
      `INSERT INTO "jobs" ("ownerId", status, subject, "classLevel", curriculum, location, mode,
           "daysPerWeek", "salaryMin", "salaryMax", "tutorGender", students, "startDate")
         VALUES ($1, 'open', 'Physics', 'Class 9', 'english-version', 'Dhanmondi', 'offline',
           3, 6000, 9000, 'any', 1, '2030-01-01') RETURNING id`,
      [student.user!.id],
    )) as Array<{ id: string }>;
    return job.id;
  }

  describe('an application', () => {
    /** `tutor`'s application to a job of `student`'s, written straight to the database. */
    async function application(student: TestIdentity, tutor: TestIdentity): Promise<string> {
      const jobId = await openJob(student);
      const [applied] = (await target.app!.get(DataSource).query(
        `INSERT INTO "job_applications" ("jobId", "tutorId", status, "expectedSalary")
         VALUES ($1, $2, 'applied', 8000) RETURNING id`,
        [jobId, tutor.user!.id],
      )) as Array<{ id: string }>;
      return applied.id;
    }

    it("has one conversation for the job's owner and the tutor, which its hire keeps", async () => {
      const [student, tutor, other] = await Promise.all([
        newStudent(target),
        newTutor(target),
        newTutor(target),
      ]);
      const applicationId = await application(student, tutor);
      const path = `/api/conversations/of/application/${applicationId}`;
      const forStudent = await http(target).get(path).set(authHeader(student)).expect(200);
      expect(forStudent.body).toMatchObject({ kind: 'application', refId: applicationId });
      const forTutor = await http(target).get(path).set(authHeader(tutor)).expect(200);
      expect(forTutor.body._id).toBe(forStudent.body._id);
      expect((await http(target).get(path).set(authHeader(other))).status).toBe(404);

      const hireId = await hireIn(target, student, tutor, 'requested');
      await target
        .app!.get(DataSource)
        .query(`UPDATE "hires" SET "applicationId" = $1 WHERE id = $2`, [applicationId, hireId]);
      const ofHire = await hireConversation(target, tutor, hireId);
      expect(ofHire).toMatchObject({ _id: forStudent.body._id, kind: 'application' });
    });
  });
});
