import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Email } from './email.entity';
import { EmailAccountsService } from './email-accounts.service';
import { EmailController } from './email.controller';
import { EmailOutbox } from './email-outbox';
import { EmailQueue } from './email-queue';
import { EmailSender } from './email-sender';
import { EmailSettings } from './email-settings';
import { EmailWorker } from './email-worker';
import { UnreadMessageEmails } from './unread-message-email';

/**
 * Email for every notification: the outbox the notifications module writes to in its
 * transaction, the worker that delivers (in this process unless MAIL_WORKER=false), the
 * readers' settings and unsubscribe links, and the admins' report.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Email])],
  controllers: [EmailController],
  providers: [
    EmailSettings,
    EmailQueue,
    EmailSender,
    EmailOutbox,
    EmailWorker,
    EmailAccountsService,
    UnreadMessageEmails,
  ],
  exports: [EmailOutbox, EmailSettings, EmailQueue, UnreadMessageEmails],
})
export class EmailModule {}
