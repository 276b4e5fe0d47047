import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { TeamMember as TeamMemberAnswer } from '@tutorhub/contracts';
import type { Repository } from 'typeorm';
import { type Page, type PageQueryDto, skipTake, toPage } from '../common/pagination';
import { TeamMember } from './team-member.entity';

function toTeamMember(member: TeamMember): TeamMemberAnswer {
  return { _id: member.id, Image: member.image, Name: member.name, Role: member.role };
}

@Injectable()
export class TeamService {
  constructor(@InjectRepository(TeamMember) private readonly members: Repository<TeamMember>) {}

  /** In sortOrder (unique, so indexed); the seed puts the original site's four members there. */
  async list(query: PageQueryDto): Promise<Page<TeamMemberAnswer>> {
    const rows = await this.members.findAndCount({
      order: { sortOrder: 'ASC' },
      ...skipTake(query),
    });
    return toPage(rows, toTeamMember);
  }
}
