import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { coded } from '@tutorhub/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../auth/access';
import { ApiTokenVerifier } from '../auth/api-token';
import { bearerToken } from '../auth/auth-request';
import { CurrentUser } from '../auth/current-user.decorator';
import { tooManyRequests } from '../common/too-many-requests';
import type { User } from '../users/user.entity';
import { LiveStreams, MAX_STREAMS_PER_ACCOUNT } from './live-streams.service';

/** Seconds a refused client waits before trying another stream. */
const STREAMS_RETRY_AFTER_S = 30;

@ApiTags('events')
@Controller('events')
export class EventsController {
  constructor(
    private readonly streams: LiveStreams,
    private readonly tokens: ApiTokenVerifier,
  ) {}

  @Get()
  @Access.signedIn(
    "The caller's live events as Server-Sent Events: message, read, deleted, notifications " +
      `(and resync); a heartbeat comment every 20 s; at most ${MAX_STREAMS_PER_ACCOUNT} per account`,
  )
  @ApiProduces('text/event-stream')
  @ApiResponse({
    status: 200,
    description: 'The stream, open until the client or server closes it',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  @ApiResponse({ status: 429, description: 'The account has its maximum of streams open' })
  // The stream ends (event `ended`, reason `expired`) when the token that opened it expires.
  async stream(
    @CurrentUser() user: User,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    // The guard accepted this token, so it has an expiry; a stream must not outlive it.
    const token = bearerToken(request.headers.authorization) ?? '';
    const expiresAtMs = (await this.tokens.expiresAtMs(token)) ?? Date.now();
    const slot = await this.streams.reserve(user.id);
    if (slot === null) {
      throw tooManyRequests(reply, STREAMS_RETRY_AFTER_S, coded('conversation.tooManyStreams'));
    }
    // Written straight to the socket: no compression, no buffering, no serialisation hooks.
    void reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // nginx and similar proxies would otherwise hold the events back.
      'X-Accel-Buffering': 'no',
    });
    raw.flushHeaders();
    request.raw.socket.setTimeout(0);
    request.raw.socket.setNoDelay(true);
    this.streams.open(user, raw, slot, expiresAtMs);
  }
}
