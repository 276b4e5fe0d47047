import { Body, Controller, Delete, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../auth/access';
import { CurrentUser } from '../auth/current-user.decorator';
import {
  ApiErrors,
  ApiPagedResponse,
  DeleteResultDto,
  type DeleteResultDto as DeleteResult,
  ErrorBodyDto,
  UpdateResultDto,
  type UpdateResultDto as UpdateResult,
} from '../common/api-docs';
import { ApiIdParam, IdParam } from '../common/id.pipe';
import { PageQueryDto, sendPage } from '../common/pagination';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import type { User } from '../users/user.entity';
import { ConversationsService } from './conversations.service';
import { ConversationDto, UnreadMessagesDto } from './dto/conversation.dto';
import { MessageDto, MessagePageQueryDto, SendMessageDto } from './dto/message.dto';

@ApiTags('conversations')
@Controller('conversations')
export class ConversationsController {
  constructor(private readonly conversations: ConversationsService) {}

  @Get()
  @Access.signedIn("The caller's conversations, latest message first")
  @ApiPagedResponse(ConversationDto)
  async list(
    @CurrentUser() user: User,
    @Query() query: PageQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ConversationDto[]> {
    return sendPage(reply, await this.conversations.list(user, query));
  }

  @Get('unread-count')
  @Access.signedIn("Unread messages over all the caller's conversations")
  @ApiOkResponse({ type: UnreadMessagesDto })
  unreadCount(@CurrentUser() user: User): Promise<UnreadMessagesDto> {
    return this.conversations.unreadCount(user);
  }

  @Get('of/hire/:id')
  @Access.signedIn("A hire's conversation, for its two parties (made on first use)")
  @ApiIdParam()
  @ApiOkResponse({ type: ConversationDto })
  @ApiErrors(400, 404)
  ofHire(@CurrentUser() user: User, @IdParam() id: string): Promise<ConversationDto> {
    return this.conversations.ofHire(user, id);
  }

  @Get('of/application/:id')
  @Access.signedIn(
    "An application's conversation, for the job's owner and the applying tutor (made on first use)",
  )
  @ApiIdParam()
  @ApiOkResponse({ type: ConversationDto })
  @ApiErrors(400, 404)
  ofApplication(@CurrentUser() user: User, @IdParam() id: string): Promise<ConversationDto> {
    return this.conversations.ofApplication(user, id);
  }

  @Get(':id')
  @Access.signedIn('One of the caller’s conversations')
  @ApiIdParam()
  @ApiOkResponse({ type: ConversationDto })
  @ApiErrors(400, 404)
  findOne(@CurrentUser() user: User, @IdParam() id: string): Promise<ConversationDto> {
    return this.conversations.findOne(user, id);
  }

  @Get(':id/messages')
  @Access.signedIn(
    'Messages of a conversation, newest first, by cursor (its parties; admins once reported)',
  )
  @ApiIdParam()
  @ApiOkResponse({ type: MessageDto, isArray: true })
  @ApiErrors(400, 404)
  messages(
    @CurrentUser() user: User,
    @IdParam() id: string,
    @Query() query: MessagePageQueryDto,
  ): Promise<MessageDto[]> {
    return this.conversations.messages(user, id, query);
  }

  @Post(':id/messages')
  @RateLimit('chat')
  @Access.signedIn(
    'Send a message (no contact details until a hire is accepted; closed conversations are read-only)',
  )
  @ApiIdParam()
  @ApiCreatedResponse({ type: MessageDto })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'One of the two blocked the other' })
  @ApiErrors(400, 404, 409)
  send(
    @CurrentUser() user: User,
    @IdParam() id: string,
    @Body() body: SendMessageDto,
  ): Promise<MessageDto> {
    return this.conversations.send(user, id, body.text);
  }

  @Post(':id/read')
  @HttpCode(200)
  @RateLimit('conversationReads')
  @Access.signedIn('Mark a conversation read up to now')
  @ApiIdParam()
  @ApiOkResponse({ type: UpdateResultDto })
  @ApiErrors(400, 404)
  markRead(@CurrentUser() user: User, @IdParam() id: string): Promise<UpdateResult> {
    return this.conversations.markRead(user, id);
  }

  @Delete(':id/messages/:messageId')
  @RateLimit('chat')
  @Access.signedIn('Delete your own message, within 5 minutes of sending it')
  @ApiIdParam()
  @ApiIdParam('messageId')
  @ApiOkResponse({ type: DeleteResultDto })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: "Another member's message" })
  @ApiErrors(400, 404, 409)
  deleteMessage(
    @CurrentUser() user: User,
    @IdParam() id: string,
    @IdParam('messageId') messageId: string,
  ): Promise<DeleteResult> {
    return this.conversations.deleteMessage(user, id, messageId);
  }
}
