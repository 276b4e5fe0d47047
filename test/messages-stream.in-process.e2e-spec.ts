import { JwtService } from '@nestjs/jwt';
import { CONVERSATION_MESSAGES } from '@tutorhub/contracts';
import { roleOf, suspensionOf } from './support/account-powers';
import { createTestApp, http, inProcess, type Target } from './support/app';
import { hireConversation, sent } from './support/conversations';
import { listen, openStream, type EventStream } from './support/event-stream';
import { requestHire } from './support/hires';
import {
  authHeader,
  closeTarget,
  createAccount,
  exchangeIdToken,
  signInToEmulator,
  type TestIdentity,
} from './support/identities';
import { PROPAGATION_MS, twoReplicasForFile, within } from './support/replicas';

/**
 * GET /api/events across two replicas on one database: what is written through one reaches
 * the streams open on the other within a second; a stream is refused past five per account on
 * both together, ends when its account's session does, and comes back after its replica
 * restarts.
 */
describe('live events: two replicas', () => {
  const { a, b, admin } = twoReplicasForFile();
  let portA: number;
  let portB: number;
  const open: EventStream[] = [];

  beforeAll(async () => {
    portA = await listen(a.app!);
    portB = await listen(b.app!);
  });

  afterEach(() => {
    open.splice(0).forEach((stream) => stream.close());
  });

  const streamOf = async (port: number, who: TestIdentity, headers = {}) => {
    const stream = await openStream(port, who.token!, headers);
    open.push(stream);
    return stream;
  };

  /** A student, a tutor, a hire request between them and its conversation, made through A. */
  async function parties() {
    const [student, tutor] = await Promise.all([
      createAccount(a, 'student', { kind: 'student' }),
      createAccount(a, 'tutor', { kind: 'tutor' }),
    ]);
    const hireId = await requestHire(a, student, tutor);
    const conversation = await hireConversation(a, student, hireId);
    return { student, tutor, hireId, conversation };
  }

  it('delivers a message written through A to both parties’ streams on B within a second', async () => {
    const { student, tutor, conversation } = await parties();
    const toTutor = await streamOf(portB, tutor);
    const toStudent = await streamOf(portB, student);
    expect(toTutor.status).toBe(200);
    expect(toTutor.headers['content-type']).toMatch(/^text\/event-stream/);

    const before = Date.now();
    const message = await sent(a, student, conversation._id, 'Can you come at 7 pm?');
    const isIt = (e: { event: string; data: unknown }) =>
      e.event === 'message' && (e.data as { message: { _id: string } }).message._id === message._id;
    const [heard, echoed] = await Promise.all([
      toTutor.next(isIt, PROPAGATION_MS),
      toStudent.next(isIt, PROPAGATION_MS),
    ]);
    expect(heard.at - before).toBeLessThan(PROPAGATION_MS);
    expect(heard.data).toEqual({
      conversationId: conversation._id,
      message: {
        _id: message._id,
        conversationId: conversation._id,
        senderId: student.user!.id,
        text: 'Can you come at 7 pm?',
        createdAt: message.createdAt,
        deleted: false,
        mine: false,
      },
    });
    expect((echoed.data as { message: { mine: boolean } }).message.mine).toBe(true);
  });

  it('tells the sender of a read receipt and a deletion, and no one else', async () => {
    const { student, tutor, conversation } = await parties();
    const outsider = await createAccount(a, 'student', { kind: 'student' });
    const toStudent = await streamOf(portB, student);
    const toOutsider = await streamOf(portB, outsider);
    const message = await sent(a, student, conversation._id, 'Wrong number, sorry');

    await http(a)
      .post(`/api/conversations/${conversation._id}/read`)
      .set(authHeader(tutor))
      .expect(200);
    const read = await toStudent.next((e) => e.event === 'read');
    expect(read.data).toMatchObject({ conversationId: conversation._id, readerId: tutor.user!.id });

    await http(a)
      .delete(`/api/conversations/${conversation._id}/messages/${message._id}`)
      .set(authHeader(student))
      .expect(200);
    const deleted = await toStudent.next((e) => e.event === 'deleted');
    expect(deleted.data).toEqual({ conversationId: conversation._id, messageId: message._id });
    expect(toOutsider.events).toEqual([]);
  });

  it('tells a tutor their new unread notifications count when a request arrives', async () => {
    const [student, tutor] = await Promise.all([
      createAccount(a, 'student', { kind: 'student' }),
      createAccount(a, 'tutor', { kind: 'tutor' }),
    ]);
    const toTutor = await streamOf(portB, tutor);
    await requestHire(a, student, tutor);
    const counted = await toTutor.next((e) => e.event === 'notifications');
    expect(counted.data).toEqual({ count: 1 });
    await http(a).post('/api/notifications/read').set(authHeader(tutor)).send({}).expect(200);
    expect((await toTutor.next((e) => e.event === 'notifications')).data).toEqual({ count: 0 });
  });

  it('is never compressed, even for a client that accepts it', async () => {
    const { tutor } = await parties();
    const stream = await streamOf(portB, tutor, { 'Accept-Encoding': 'gzip, br' });
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['cache-control']).toContain('no-cache');
  });

  it('refuses the sixth stream of an account across both replicas with 429, and takes it once one closes', async () => {
    const { tutor } = await parties();
    const five = await Promise.all(
      [portA, portB, portA, portB, portA].map((port) => streamOf(port, tutor)),
    );
    expect(five.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    for (const port of [portA, portB]) {
      const sixth = await streamOf(port, tutor);
      expect(sixth.status).toBe(429);
      expect(sixth.headers['retry-after']).toBe('30');
      expect(sixth.body).toMatchObject({
        statusCode: 429,
        code: 'conversation.tooManyStreams',
        message: CONVERSATION_MESSAGES.tooManyStreams,
      });
    }
    five[0].close();
    const again = await within(
      async () => {
        const stream = await streamOf(portB, tutor);
        return stream.status;
      },
      (status) => status === 200,
    );
    expect(again).toBe(200);
  });

  it('frees the slot of every stream that ends: ten opened and closed in a row are all taken', async () => {
    const { tutor } = await parties();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const stream = await openStream(i % 2 ? portA : portB, tutor.token!);
      statuses.push(stream.status);
      stream.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(statuses).toEqual(Array(10).fill(200));
  });

  it('frees the slots of streams ended by a sign-out everywhere', async () => {
    const { tutor } = await parties();
    const five = await Promise.all(
      [portA, portB, portA, portB, portA].map((port) => streamOf(port, tutor)),
    );
    expect(five.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    await http(a).delete('/api/session').set(authHeader(tutor)).expect(204);
    await Promise.all(five.map((s) => s.ended));
    const fresh = await signInToEmulator(tutor.email!, tutor.password);
    const token = await exchangeIdToken(a, fresh.idToken, tutor.email!);
    const again = await Promise.all(
      [portA, portB, portA, portB, portA].map((port) => openStream(port, token)),
    );
    open.push(...again);
    expect(again.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
  });

  /** Resolves with how long `stream` took to end, or fails after a second. */
  const endsWithinASecond = async (stream: EventStream, from: number) => {
    await Promise.race([
      stream.ended,
      new Promise((_, fail) =>
        setTimeout(() => fail(new Error('still open')), PROPAGATION_MS).unref(),
      ),
    ]);
    return Date.now() - from;
  };

  it('ends on B within a second when the account signs out everywhere on A; the old token is refused', async () => {
    const { tutor } = await parties();
    const stream = await streamOf(portB, tutor);
    const before = Date.now();
    await http(a).delete('/api/session').set(authHeader(tutor)).expect(204);
    expect(await endsWithinASecond(stream, before)).toBeLessThan(PROPAGATION_MS);
    expect(stream.events.at(-1)).toMatchObject({ event: 'ended', data: { reason: 'session' } });
    expect((await streamOf(portB, tutor)).status).toBe(401);
  });

  it('ends on B within a second when an admin suspends the account on A', async () => {
    const { tutor, student } = await parties();
    const [suspended, other] = [await streamOf(portB, tutor), await streamOf(portB, student)];
    const before = Date.now();
    await http(a)
      .patch(suspensionOf(tutor.user!.id))
      .set(authHeader(admin))
      .send({ suspended: true })
      .expect(200);
    expect(await endsWithinASecond(suspended, before)).toBeLessThan(PROPAGATION_MS);
    expect(suspended.events.at(-1)).toMatchObject({ event: 'ended' });
    expect((await streamOf(portB, tutor)).status).toBe(403);
    expect(other.events.some((e) => e.event === 'ended')).toBe(false);
  });

  it('ends on B when an admin changes the account’s role on A; a new stream opens', async () => {
    const { tutor } = await parties();
    const stream = await streamOf(portB, tutor);
    await http(a)
      .patch(roleOf(tutor.user!.id))
      .set(authHeader(admin))
      .send({ admin: true })
      .expect(200);
    await stream.ended;
    expect(stream.events.at(-1)).toMatchObject({ event: 'ended', data: { reason: 'session' } });
    expect((await streamOf(portB, tutor)).status).toBe(200);
  });

  it('ends when the token that opened it expires, and delivers nothing sent after', async () => {
    const { student, tutor, conversation } = await parties();
    const lifetimeS = 3;
    const shortLived = await b
      .app!.get(JwtService)
      .signAsync({ sub: tutor.user!.id }, { expiresIn: lifetimeS });
    const expiresAt = Date.now() + lifetimeS * 1000;
    const stream = await openStream(portB, shortLived);
    open.push(stream);
    expect(stream.status).toBe(200);
    const isMessage = (e: { event: string }) => e.event === 'message';
    await sent(a, student, conversation._id, 'Before it expires');
    await stream.next(isMessage, PROPAGATION_MS);

    await stream.ended;
    // JWT expiry has whole-second precision: the end comes within a second of it.
    expect(Math.abs(Date.now() - expiresAt)).toBeLessThan(PROPAGATION_MS + 1000);
    expect(stream.events.at(-1)).toMatchObject({ event: 'ended', data: { reason: 'expired' } });
    await sent(a, student, conversation._id, 'After it expired');
    await new Promise((done) => setTimeout(done, PROPAGATION_MS));
    expect(stream.events.filter(isMessage)).toHaveLength(1);
    // Within the replicas' clock tolerance the token still opens a stream, which ends at once.
    const again = await openStream(portB, shortLived);
    open.push(again);
    await again.ended;
    expect(again.events).toEqual([
      expect.objectContaining({ event: 'ended', data: { reason: 'expired' } }),
    ]);
  });

  it('refuses a caller without a valid token', async () => {
    const stream = await openStream(portB, 'not-a-token');
    expect(stream.status).toBe(401);
  });

  it('ends with its replica, freeing its slot, and a reconnection to the restarted replica hears new messages', async () => {
    const { student, tutor, conversation } = await parties();
    let replica: Target | undefined = inProcess(await createTestApp());
    const port = await listen(replica.app!);
    try {
      const first = await streamOf(port, tutor);
      await closeTarget(replica);
      replica = undefined;
      await first.ended;
      // The stopped replica freed its slot: the account's five are all to be had elsewhere.
      const elsewhere = await Promise.all(
        [1, 2, 3, 4, 5].map(() => openStream(portA, tutor.token!)),
      );
      elsewhere.forEach((stream) => stream.close());
      expect(elsewhere.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
      await new Promise((resolve) => setTimeout(resolve, 200));

      replica = inProcess(await createTestApp());
      await listen(replica.app!, port);
      const again = await streamOf(port, tutor);
      expect(again.status).toBe(200);
      const message = await sent(a, student, conversation._id, 'Are you back?');
      const heard = await again.next((e) => e.event === 'message', PROPAGATION_MS);
      expect((heard.data as { message: { _id: string } }).message._id).toBe(message._id);
    } finally {
      open.splice(0).forEach((stream) => stream.close());
      await closeTarget(replica);
    }
  });
});
