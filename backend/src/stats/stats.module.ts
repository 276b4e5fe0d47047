import { Module } from '@nestjs/common';
import { SiteClockModule } from '../common/site-time';
import { StatsController } from './stats.controller';
import { StatsService } from './stats.service';

@Module({
  imports: [SiteClockModule],
  controllers: [StatsController],
  providers: [StatsService],
})
export class StatsModule {}
