import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type PageQueryDto, readPage, skipTake } from '../common/pagination';
import {
  type CachedResponse,
  ResponseCache,
  cacheKey,
  toCachedResponse,
} from '../database/response-cache';
import type { TeamMemberDto } from './dto/team-member.dto';
import { TeamMember } from './team-member.entity';

function toTeamMember(member: Pick<TeamMember, 'id' | 'image' | 'name' | 'role'>): TeamMemberDto {
  return { _id: member.id, Image: member.image, Name: member.name, Role: member.role };
}

@Injectable()
export class TeamService {
  constructor(
    @InjectRepository(TeamMember) private readonly members: Repository<TeamMember>,
    private readonly cache: ResponseCache,
  ) {}

  /** In sortOrder (unique, so indexed); the seed puts the original site's four members there. */
  list(query: PageQueryDto): Promise<CachedResponse> {
    const { skip, take } = skipTake(query);
    return this.cache.get(cacheKey('aboutUs', { skip, take }), ['team_members'], async () => {
      const { rows, total } = await readPage<TeamMember>(this.members.manager, {
        table: 'team_members',
        columns: 't."id", t."image", t."name", t."role"',
        where: [],
        params: [],
        orderBy: 't."sortOrder" ASC',
        skip,
        take,
      });
      return toCachedResponse(rows.map(toTeamMember), total);
    });
  }
}
