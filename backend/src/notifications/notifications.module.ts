import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlocksModule } from '../blocks/blocks.module';
import { EmailModule } from '../email/email.module';
import { SmsModule } from '../sms/sms.module';
import { Notification } from './notification.entity';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

/** The bell. Other features import this module and call `notify` inside their transaction. */
@Module({
  imports: [TypeOrmModule.forFeature([Notification]), EmailModule, SmsModule, BlocksModule],
  controllers: [NotificationsController],
  providers: [NotificationsService],
  exports: [NotificationsService],
})
export class NotificationsModule {}
