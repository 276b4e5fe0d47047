import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../auth/access';
import { ApiPagedResponse } from '../common/api-docs';
import { PageQueryDto } from '../common/pagination';
import { sendAnswer } from '../common/send-answer';
import { FastReads } from '../fast-reads/fast-reads.service';
import { TeamMemberDto } from './dto/team-member.dto';
import { TeamService } from './team.service';

@ApiTags('team')
@Controller()
export class TeamController {
  constructor(
    private readonly team: TeamService,
    private readonly fastReads: FastReads,
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
    sendAnswer(request, reply, answer);
    this.fastReads.rememberForEveryone(request, answer);
  }
}
