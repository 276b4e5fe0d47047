import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import type { TeamMember } from '@tutorhub/contracts';
import type { FastifyReply } from 'fastify';
import { Access } from '../auth/access';
import { ApiErrors, ApiPagedResponse } from '../common/api-docs';
import { PageQueryDto, sendPage } from '../common/pagination';
import { TeamService } from './team.service';

/** A member of the About us team, with the original site's capitalised field names. */
export class TeamMemberDto implements TeamMember {
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
  constructor(private readonly team: TeamService) {}

  @Get('aboutUs')
  @Access.public('The About us team, in display order')
  @ApiPagedResponse(TeamMemberDto)
  @ApiErrors(400)
  async list(
    @Query() query: PageQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TeamMember[]> {
    return sendPage(reply, await this.team.list(query));
  }
}
