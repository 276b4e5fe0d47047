import { Module } from '@nestjs/common';
import { BlocksModule } from '../blocks/blocks.module';
import { SiteClockModule } from '../common/site-time';
import { EmailModule } from '../email/email.module';
import { ConversationsController } from './conversations.controller';
import { ConversationsService } from './conversations.service';

/** Conversations of applications and hires and their messages. */
@Module({
  imports: [BlocksModule, EmailModule, SiteClockModule],
  controllers: [ConversationsController],
  providers: [ConversationsService],
})
export class MessagesModule {}
