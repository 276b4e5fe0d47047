import { Module } from '@nestjs/common';
import { SiteClockModule } from '../common/site-time';
import { AdminChargesController } from './admin-charges.controller';
import { ChargesController } from './charges.controller';
import { ChargesService } from './charges.service';

/** The tutors' service charges; the hire and job modules make and cancel them. */
@Module({
  imports: [SiteClockModule],
  controllers: [ChargesController, AdminChargesController],
  providers: [ChargesService],
  exports: [ChargesService],
})
export class ChargesModule {}
