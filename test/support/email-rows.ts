import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { Email } from '../../backend/src/email/email.entity';
import { EmailOutbox } from '../../backend/src/email/email-outbox';
import { User } from '../../backend/src/users/user.entity';

/** An account written straight to the database (no sign-in needed to receive mail). */
export async function reader(app: NestFastifyApplication, label: string): Promise<User> {
  const id = randomUUID();
  return app
    .get(DataSource)
    .getRepository(User)
    .save({
      firebaseUid: `mail-${id}`,
      email: `${label}-${id.slice(0, 8)}@e2e.tutorhub.test`,
      name: 'Farhana Akter',
    });
}

/** Queues `count` review emails to `user`, each in its own transaction as a review would. */
export async function queueReviewEmails(
  app: NestFastifyApplication,
  user: User,
  count: number,
): Promise<void> {
  const outbox = app.get(EmailOutbox);
  for (let i = 0; i < count; i++) {
    await app.get(DataSource).transaction((tx) =>
      outbox.enqueue(tx, {
        notificationId: randomUUID(),
        userId: user.id,
        type: 'review.received',
        hireId: null,
        params: { student: 'Tanvir Hasan', rating: 5 },
      }),
    );
  }
}

/** The account's email rows, oldest first. */
export function emailRows(app: NestFastifyApplication, user: User): Promise<Email[]> {
  return app
    .get(DataSource)
    .getRepository(Email)
    .find({ where: { userId: user.id }, order: { createdAt: 'ASC' } });
}

/** Polls `check` until it holds (fails with the last value after `timeoutMs`). */
export async function eventually<T>(
  read: () => Promise<T>,
  holds: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (holds(value) || Date.now() > deadline) {
      return value;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The Message-ID an email row is sent with. */
export const messageIdOf = (email: Email) => `<${email.id}@tutorhub.example>`;
