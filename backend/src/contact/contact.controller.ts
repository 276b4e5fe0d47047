import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { InsertResultDto as InsertResult } from '../common/api-docs';
import type { ContactMessageDto as ContactMessage } from './dto/contact.dto';
import type { FastifyReply } from 'fastify';
import { Access } from '../auth/access';
import { ApiErrors, ApiPagedResponse, InsertResultDto } from '../common/api-docs';
import { PageQueryDto, sendPage } from '../common/pagination';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { ContactService } from './contact.service';
import { ContactMessageDto, CreateContactDto, NewsletterDto } from './dto/contact.dto';

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('contact')
  @RateLimit('messages')
  @Access.public('Send a message from the Contact Us form (stored for the admins)')
  @ApiCreatedResponse({ type: InsertResultDto })
  @ApiErrors(400)
  send(@Body() body: CreateContactDto): Promise<InsertResult> {
    return this.contact.send(body);
  }

  @Get('contact')
  @Access.admin('The contact inbox, newest first')
  @ApiPagedResponse(ContactMessageDto)
  async inbox(
    @Query() query: PageQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ContactMessage[]> {
    return sendPage(reply, await this.contact.inbox(query));
  }

  @Post('newsletter')
  @RateLimit('messages')
  @Access.public('Subscribe an email to the newsletter (idempotent)')
  @ApiCreatedResponse({
    type: InsertResultDto,
    description: 'Subscribed: the same answer whether or not the address already was',
  })
  @ApiErrors(400)
  async subscribe(@Body() body: NewsletterDto): Promise<InsertResult> {
    return { insertedId: await this.contact.subscribe(body.email) };
  }
}
