import { Body, Controller, Get, HttpStatus, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ContactMessage, InsertResult } from '@tutorhub/contracts';
import type { FastifyReply } from 'fastify';
import { Access } from '../common/access';
import { ApiErrors, ApiPagedResponse, InsertResultDto } from '../common/api-docs';
import { PageQueryDto, sendPage } from '../common/pagination';
import { ContactService } from './contact.service';
import { ContactMessageDto, CreateContactDto, NewsletterDto } from './dto/contact.dto';

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('contact')
  @Access.public('Send a message from the Contact Us form (stored for the admins)')
  @ApiCreatedResponse({ type: InsertResultDto })
  @ApiErrors(400)
  send(@Body() body: CreateContactDto): Promise<InsertResult> {
    return this.contact.send(body);
  }

  @Get('contact')
  @Access.admin('The contact inbox, newest first')
  @ApiPagedResponse(ContactMessageDto)
  @ApiErrors(400)
  async inbox(
    @Query() query: PageQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ContactMessage[]> {
    return sendPage(reply, await this.contact.inbox(query));
  }

  @Post('newsletter')
  @Access.public('Subscribe an email to the newsletter (idempotent)')
  @ApiCreatedResponse({ type: InsertResultDto, description: 'Subscribed now' })
  @ApiOkResponse({ type: InsertResultDto, description: 'Was already subscribed (same id)' })
  @ApiErrors(400)
  async subscribe(
    @Body() body: NewsletterDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<InsertResult> {
    const { insertedId, created } = await this.contact.subscribe(body.email);
    void reply.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return { insertedId };
  }
}
