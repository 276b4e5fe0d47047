import { Module } from '@nestjs/common';
import { SiteClockModule } from '../common/site-time';
import { NotificationsModule } from '../notifications/notifications.module';
import { HiresController } from './hires.controller';
import { HiresService } from './hires.service';

@Module({
  imports: [NotificationsModule, SiteClockModule],
  controllers: [HiresController],
  providers: [HiresService],
})
export class HiresModule {}
