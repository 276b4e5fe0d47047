import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SiteClockModule } from '../common/site-time';
import { JobAlerts } from './job-alerts';
import { Sms } from './sms.entity';
import { SmsAccountsService } from './sms-accounts.service';
import { SmsController } from './sms.controller';
import { smsGatewayProvider } from './sms-gateway.provider';
import { SmsOutbox } from './sms-outbox';
import { SmsQueue } from './sms-queue';
import { SmsSettings } from './sms-settings';
import { SmsWorker } from './sms-worker';

/**
 * SMS to members with a verified mobile number: the outbox the notifications module writes to
 * in its transaction, the worker that delivers through the configured gateway (in this process
 * unless SMS_WORKER=false), the tutors' daily job alert, the members' settings and STOP link,
 * and the admins' report.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Sms]), SiteClockModule],
  controllers: [SmsController],
  providers: [
    SmsSettings,
    SmsQueue,
    smsGatewayProvider,
    SmsOutbox,
    SmsWorker,
    JobAlerts,
    SmsAccountsService,
  ],
  exports: [SmsOutbox],
})
export class SmsModule {}
