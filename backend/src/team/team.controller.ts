import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../auth/access';
import { ApiPagedResponse } from '../common/api-docs';
import { PageQueryDto } from '../common/pagination';
import { sendAnswer } from '../common/send-answer';
import { FastReads } from '../fast-reads/fast-reads.service';
import { TeamService } from './team.service';

/** A member of the About us team, with the original site's capitalised field names. */
export class TeamMemberDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty()
  Image: string;

  @ApiProperty()
  Name: string;

  @ApiProperty()
  Role: string;
}

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
