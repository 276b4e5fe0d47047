import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { UpdateResultDto as UpdateResult } from '../common/api-docs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../auth/access';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiErrors, ApiPagedResponse, UpdateResultDto } from '../common/api-docs';
import { PageQueryDto } from '../common/pagination';
import { sendCachedResponse } from '../common/send-cached-response';
import { CachedReads } from '../cached-reads/cached-reads.service';
import type { User } from '../users/user.entity';
import { MarkReadDto } from './dto/mark-read.dto';
import { NotificationDto, UnreadCountDto } from './dto/notification.dto';
import { NotificationsService } from './notifications.service';
import { RateLimit } from '../rate-limit/rate-limit.decorator';

@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly cachedReads: CachedReads,
  ) {}

  @Get()
  @Access.signedIn("The caller's notifications, newest first")
  @ApiPagedResponse(NotificationDto)
  async list(
    @CurrentUser() user: User,
    @Query() query: PageQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await this.notifications.list(user, query);
    sendCachedResponse(request, reply, answer);
    this.cachedReads.rememberForAccount(request, user, answer);
  }

  @Get('unread-count')
  @Access.signedIn("How many of the caller's notifications are unread")
  @ApiOkResponse({ type: UnreadCountDto })
  async unreadCount(
    @CurrentUser() user: User,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await this.notifications.unreadCount(user);
    sendCachedResponse(request, reply, answer);
    this.cachedReads.rememberForAccount(request, user, answer);
  }

  // A limit of its own: it only flips the caller's own flags, and the bell calls it on every open.
  @Post('read')
  @RateLimit('notificationReads')
  @HttpCode(200)
  @Access.signedIn("Mark the caller's notifications read: the given ids, or all")
  @ApiOkResponse({ type: UpdateResultDto })
  @ApiErrors(400)
  markRead(@CurrentUser() user: User, @Body() body: MarkReadDto): Promise<UpdateResult> {
    return this.notifications.markRead(user, body?.ids);
  }
}
