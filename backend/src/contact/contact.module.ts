import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactMessage } from './contact-message.entity';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage, NewsletterSubscriber])],
  controllers: [ContactController],
  providers: [ContactService],
})
export class ContactModule {}
