import { Injectable } from '@nestjs/common';
import { LIMITS } from '@tutorhub/contracts';
import {
  type CachedResponse,
  ResponseCache,
  cacheKey,
  toCachedResponse,
} from '../database/response-cache';
import {
  PROFILE_COLUMNS,
  type ProfileQueryDto,
  type ProfileRow,
  toProfile,
} from '../profiles/profile.dto';
import { type ProfileFilters, ProfilesService } from '../profiles/profiles.service';
import type { User } from '../users/user.entity';

@Injectable()
export class StudentsService {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly cache: ResponseCache,
  ) {}

  /** Admins only (the route says so), so suspended students are listed and marked. */
  list(caller: User, query: ProfileQueryDto): Promise<CachedResponse> {
    const filters: ProfileFilters = {
      page: query.page ?? 1,
      limit: query.limit ?? LIMITS.pageSizeDefault,
      q: query.q || undefined,
      role: query.role,
      withSuspended: true,
      searchEmail: true,
    };
    return this.cache.get(cacheKey('getStudent', filters), ['users'], async () => {
      const { rows, total } = await this.profiles.list<ProfileRow>(
        'student',
        filters,
        PROFILE_COLUMNS,
      );
      return toCachedResponse(
        rows.map((row) => toProfile(row, caller)),
        total,
      );
    });
  }
}
