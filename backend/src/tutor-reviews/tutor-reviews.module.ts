import { Module } from '@nestjs/common';
import { SiteClockModule } from '../common/site-time';
import { NotificationsModule } from '../notifications/notifications.module';
import { TutorReviewsController } from './tutor-reviews.controller';
import { TutorReviewsService } from './tutor-reviews.service';

/** Students' ratings of the tutors they hired, and each tutor's stored rating. */
@Module({
  imports: [NotificationsModule, SiteClockModule],
  controllers: [TutorReviewsController],
  providers: [TutorReviewsService],
})
export class TutorReviewsModule {}
