import { Module } from '@nestjs/common';
import { BlocksModule } from '../blocks/blocks.module';
import { ChargesModule } from '../charges/charges.module';
import { SiteClockModule } from '../common/site-time';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminJobsController } from './admin-jobs.controller';
import { ApplicationsController } from './applications.controller';
import { ApplicationsService } from './applications.service';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';

@Module({
  imports: [BlocksModule, ChargesModule, NotificationsModule, SiteClockModule],
  controllers: [JobsController, ApplicationsController, AdminJobsController],
  providers: [JobsService, ApplicationsService],
})
export class JobsModule {}
