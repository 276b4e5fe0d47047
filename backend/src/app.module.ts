import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ApiAuthGuard } from './auth/api-token';
import { AuthModule } from './auth/auth.module';
import { RolesGuard } from './auth/roles.guard';
import { UsersModule } from './users/users.module';
import { MediaModule } from './media/media.module';
import { TutorsModule } from './tutors/tutors.module';
import { StudentsModule } from './students/students.module';
import { ReviewsModule } from './reviews/reviews.module';
import { BlogsModule } from './blogs/blogs.module';
import { CoursesModule } from './courses/courses.module';
import { TeamModule } from './team/team.module';
import { StatsModule } from './stats/stats.module';
import { ContactModule } from './contact/contact.module';
import { HiresModule } from './hires/hires.module';
import { JobsModule } from './jobs/jobs.module';
import { ChargesModule } from './charges/charges.module';
import { NotificationsModule } from './notifications/notifications.module';
import { ReportsModule } from './reports/reports.module';
import { TutorReviewsModule } from './tutor-reviews/tutor-reviews.module';
import { AccountModule } from './account/account.module';
import { BlocksModule } from './blocks/blocks.module';
import { EventsModule } from './events/events.module';
import { MessagesModule } from './messages/messages.module';
import { VerificationModule } from './verification/verification.module';
import { VerificationRetentionModule } from './verification/verification-retention.module';
import { AllExceptionsFilter, createValidationPipe } from './common/errors';
import { ResponseCacheModule } from './database/response-cache.module';
import { CachedReadsModule } from './cached-reads/cached-reads.module';
import { CORE_MODULES } from './core-modules';
import { HealthModule } from './health/health.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';

@Module({
  imports: [
    ...CORE_MODULES,
    ResponseCacheModule,
    CachedReadsModule,
    RateLimitModule,
    HealthModule,
    AuthModule,
    UsersModule,
    MediaModule,
    TutorsModule,
    StudentsModule,
    ReviewsModule,
    BlogsModule,
    CoursesModule,
    TeamModule,
    StatsModule,
    ContactModule,
    HiresModule,
    JobsModule,
    ChargesModule,
    NotificationsModule,
    TutorReviewsModule,
    ReportsModule,
    AccountModule,
    BlocksModule,
    MessagesModule,
    EventsModule,
    VerificationModule,
    VerificationRetentionModule,
  ],
  providers: [
    { provide: APP_PIPE, useFactory: createValidationPipe },
    { provide: APP_FILTER, useClass: AllExceptionsFilter },
    // Order matters: sign-in first (it loads the account), then roles.
    { provide: APP_GUARD, useClass: ApiAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
})
export class AppModule {}
