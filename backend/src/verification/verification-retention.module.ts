import { Module } from '@nestjs/common';
import { SiteClockModule } from '../common/site-time';
import { EmailModule } from '../email/email.module';
import { DocumentStoreModule } from './document-store.module';
import { VerificationRetention } from './verification-retention';

/** The retention schedule: in the API (when it works the email queue) and in `npm run worker`. */
@Module({
  imports: [DocumentStoreModule, SiteClockModule, EmailModule],
  providers: [VerificationRetention],
  exports: [VerificationRetention],
})
export class VerificationRetentionModule {}
