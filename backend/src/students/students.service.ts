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
import { type ProfileFilters, ProfilesService, searchesText } from '../profiles/profiles.service';
import type { User } from '../users/user.entity';

@Injectable()
export class StudentsService {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly cache: ResponseCache,
  ) {}

  /**
   * Admins only (the route says so), so suspended students are listed and marked. A text search
   * that has to be read from the database first passes `beforeSearchRead`.
   */
  async list(
    caller: User,
    query: ProfileQueryDto,
    beforeSearchRead: () => Promise<void>,
  ): Promise<CachedResponse> {
    const filters: ProfileFilters = {
      page: query.page ?? 1,
      limit: query.limit ?? LIMITS.pageSizeDefault,
      q: query.q || undefined,
      role: query.role,
      withSuspended: true,
      searchEmail: true,
    };
    const key = cacheKey('getStudent', filters);
    if (searchesText(filters) && !this.cache.peek(key)) {
      await beforeSearchRead();
    }
    return this.cache.get(key, ['users'], async () => {
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
