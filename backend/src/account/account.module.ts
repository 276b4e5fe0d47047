import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ChargesModule } from '../charges/charges.module';
import { SiteClockModule } from '../common/site-time';
import { NotificationsModule } from '../notifications/notifications.module';
import { DocumentStoreModule } from '../verification/document-store.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';

/**
 * One's own profile and account. It edits with the tutor and student registration rules (their
 * request classes), so it sits beside those features rather than in `users`, which every
 * feature builds on.
 */
@Module({
  imports: [NotificationsModule, AuthModule, DocumentStoreModule, ChargesModule, SiteClockModule],
  controllers: [AccountController],
  providers: [AccountService],
})
export class AccountModule {}
