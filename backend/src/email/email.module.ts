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
import { JobDigest } from './job-digest';
import { SiteClockModule } from '../common/site-time';

/**
 * Email for every notification: the outbox the notifications module writes to in its
 * transaction, the worker that delivers (in this process unless MAIL_WORKER=false), the
 * readers' settings and unsubscribe links, and the admins' report.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Email]), SiteClockModule],
  controllers: [EmailController],
  providers: [
    EmailSettings,
    EmailQueue,
    EmailSender,
    EmailOutbox,
    EmailWorker,
    EmailAccountsService,
    UnreadMessageEmails,
    JobDigest,
  ],
  exports: [EmailOutbox, EmailSettings, EmailQueue, UnreadMessageEmails],
})
export class EmailModule {}
