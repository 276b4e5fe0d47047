import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../auth/access';
import { ApiPagedResponse } from '../common/api-docs';
import { PageQueryDto } from '../common/pagination';
import { sendCachedResponse } from '../common/send-cached-response';
import { CachedReads } from '../cached-reads/cached-reads.service';
import { TeamMemberDto } from './dto/team-member.dto';
import { TeamService } from './team.service';

@ApiTags('team')
@Controller()
export class TeamController {
  constructor(
    private readonly team: TeamService,
    private readonly cachedReads: CachedReads,
  ) {}

  @Get('aboutUs')
  @Access.public('The About us team, in display order')
  @ApiPagedResponse(TeamMemberDto)
  async list(
    @Query() query: PageQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await this.team.list(query);
    sendCachedResponse(request, reply, answer);
    this.cachedReads.rememberForEveryone(request, answer);
  }
}
