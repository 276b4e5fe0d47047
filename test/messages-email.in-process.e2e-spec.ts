import { DataSource } from 'typeorm';
import { Email } from '../backend/src/email/email.entity';
import { User } from '../backend/src/users/user.entity';
import { http } from './support/app';
import { hireConversation, sent } from './support/conversations';
import { freshDatabase } from './support/databases';
import { targetForFile } from './support/file-setup';
import { newStudent, newTutor, requestHire } from './support/hires';
import { authHeader, type TestIdentity } from './support/identities';
import { mailTo, waitForMail } from './support/mailbox';

const APP_URL = 'http://tutorhub.example';

/**
 * A message left unread for 15 minutes is emailed to its reader through the email queue: once
 * per conversation, the latest unread text and its sender's name, in the reader's language, not
 * when read meanwhile or turned off. The app has a database of its own, so no other file's
 * worker takes its jobs; a test makes the 15 minutes pass by dating the messages and the job back.
 */
describe('email for a message left unread', () => {
  const env: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(env, {
      DATABASE_URL: await freshDatabase('tutorhub_messages_email'),
      SMTP_URL: process.env.E2E_SMTP_URL as string,
      MAIL_FROM: 'Tutor Hub <no-reply@tutorhub.example>',
      APP_URL,
    });
  });
  const { target } = targetForFile(env);
  const db = () => target.app!.get(DataSource);

  async function conversationOf() {
    const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
    const conversation = await hireConversation(
      target,
      student,
      await requestHire(target, student, tutor),
    );
    return { student, tutor, conversation };
  }

  /** The reader's queued email of the conversation, its messages dated 16 minutes back, due now. */
  async function fifteenMinutesPass(reader: TestIdentity, conversationId: string): Promise<Email> {
    const email = await db()
      .getRepository(Email)
      .findOneByOrFail({ userId: reader.user!.id, conversationId, state: 'queued' });
    await db().query(
      `UPDATE "messages" SET "createdAt" = "createdAt" - interval '16 minutes'
        WHERE "conversationId" = $1`,
      [conversationId],
    );
    await db().query(
      `UPDATE pgboss.job SET start_after = now() WHERE data->>'emailId' = $1 AND state = 'created'`,
      [email.id],
    );
    return email;
  }

  it('sends the reader one email with the latest unread message, and the link to it', async () => {
    const { student, tutor, conversation } = await conversationOf();
    await sent(target, student, conversation._id, 'Can you come at 7 pm?');
    await sent(target, student, conversation._id, 'Or Friday morning?');
    const queued = await db().getRepository(Email).findBy({ userId: tutor.user!.id });
    // One for the request's notification, one waiting for the conversation.
    expect(queued.filter((e) => e.conversationId === conversation._id)).toHaveLength(1);

    await fifteenMinutesPass(tutor, conversation._id);
    const mail = (await waitForMail(tutor.email!, 2)).find((m) =>
      m.subject.includes('sent you a message'),
    );
    expect(mail?.subject).toBe(`${student.user!.name} via Tutor Hub sent you a message`);
    expect(mail?.text).toContain(
      `${student.user!.name} via Tutor Hub wrote:\n> Or Friday morning?`,
    );
    expect(mail?.text).toContain(`${APP_URL}/messages/${conversation._id}`);
    expect(await mailTo(student.email!)).toEqual([]);
    const [row] = await db()
      .getRepository(Email)
      .findBy({ userId: tutor.user!.id, conversationId: conversation._id });
    expect(row.state).toBe('sent');
  });

  it('writes in Bangla to a reader who chose it', async () => {
    const { student, tutor, conversation } = await conversationOf();
    await db().getRepository(User).update({ id: student.user!.id }, { language: 'bn' });
    await sent(target, tutor, conversation._id, 'Which chapters?');
    await fifteenMinutesPass(student, conversation._id);
    const [mail] = await waitForMail(student.email!);
    expect(mail.subject).toBe(`টিউটর হাবের মাধ্যমে ${tutor.user!.name} আপনাকে একটি মেসেজ পাঠিয়েছেন`);
    expect(mail.text).toContain('> Which chapters?');
    expect(mail.text).toContain('এটি একজন সদস্যের লেখা, টিউটর হাবের নয়।');
  });

  it("carries a member's phishing link unlinked and marked as the member's", async () => {
    const { student, tutor, conversation } = await conversationOf();
    const bait =
      'Tutor Hub Support: verify your account at https://tutorhub-verify.example/login ' +
      'or www.tutorhub-help.example <a href="https://evil.example">here</a>';
    await sent(target, student, conversation._id, bait);
    await fifteenMinutesPass(tutor, conversation._id);
    const mail = (await waitForMail(tutor.email!, 2)).find((m) =>
      m.subject.includes('sent you a message'),
    )!;
    expect(mail.subject).toBe(`${student.user!.name} via Tutor Hub sent you a message`);
    expect(mail.text).toContain('https[:]//tutorhub-verify[.]example/login');
    expect(mail.text).toContain('www[.]tutorhub-help[.]example');
    expect(mail.text).toContain('Written by a member, not by Tutor Hub.');
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain('https://tutorhub-verify');
      expect(part).not.toContain('www.tutorhub-help');
      expect(part).not.toContain('https://evil.example');
    }
    // The HTML's only links are the site's own.
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href);
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => href.startsWith(APP_URL))).toBe(true);
  });

  it('sends nothing once the reader has read it, or to a reader who turned these emails off', async () => {
    const { student, tutor, conversation } = await conversationOf();
    await sent(target, student, conversation._id, 'Hello!');
    await http(target)
      .post(`/api/conversations/${conversation._id}/read`)
      .set(authHeader(tutor))
      .expect(200);
    const read = await fifteenMinutesPass(tutor, conversation._id);

    await http(target)
      .patch('/api/me/email')
      .set(authHeader(student))
      .send({ messages: false })
      .expect(200);
    await sent(target, tutor, conversation._id, 'Hi, yes.');
    const emails = await db()
      .getRepository(Email)
      .findBy({ userId: student.user!.id, conversationId: conversation._id });
    expect(emails).toEqual([]);

    // The read one's job runs and finds nothing unread: its row goes, no mail leaves.
    for (let i = 0; i < 50 && (await db().getRepository(Email).existsBy({ id: read.id })); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await db().getRepository(Email).existsBy({ id: read.id })).toBe(false);
    expect(
      (await mailTo(tutor.email!)).filter((m) => m.subject.includes('sent you a message')),
    ).toEqual([]);
  });
});
