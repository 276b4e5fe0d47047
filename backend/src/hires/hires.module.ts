import { Module } from '@nestjs/common';
import { BlocksModule } from '../blocks/blocks.module';
import { ChargesModule } from '../charges/charges.module';
import { SiteClockModule } from '../common/site-time';
import { NotificationsModule } from '../notifications/notifications.module';
import { HiresController } from './hires.controller';
import { HiresService } from './hires.service';

@Module({
  imports: [BlocksModule, ChargesModule, NotificationsModule, SiteClockModule],
  controllers: [HiresController],
  providers: [HiresService],
})
export class HiresModule {}
