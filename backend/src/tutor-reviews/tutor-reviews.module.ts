import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { TutorReviewsController } from './tutor-reviews.controller';
import { TutorReviewsService } from './tutor-reviews.service';

/** Students' ratings of the tutors they hired, and each tutor's stored rating. */
@Module({
  imports: [NotificationsModule],
  controllers: [TutorReviewsController],
  providers: [TutorReviewsService],
})
export class TutorReviewsModule {}
