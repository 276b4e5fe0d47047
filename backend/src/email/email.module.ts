import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Email } from './email.entity';
import { EmailOutbox } from './email-outbox';
import { EmailQueue } from './email-queue';
import { EmailSender } from './email-sender';
import { EmailSettings } from './email-settings';
import { EmailWorker } from './email-worker';

/**
 * Email for every notification: the outbox the notifications module writes to in its
 * transaction, and the worker that delivers (in this process unless MAIL_WORKER=false).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Email])],
  providers: [EmailSettings, EmailQueue, EmailSender, EmailOutbox, EmailWorker],
  exports: [EmailOutbox, EmailSettings, EmailQueue],
})
export class EmailModule {}
