import { Injectable } from '@nestjs/common';
import { LIMITS } from '@tutorhub/contracts';
import { type Answer, AnswerCache, answerKey, toAnswer } from '../database/answer-cache';
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
    private readonly cache: AnswerCache,
  ) {}

  /** Admins only (the route says so), so suspended students are listed and marked. */
  list(caller: User, query: ProfileQueryDto): Promise<Answer> {
    const filters: ProfileFilters = {
      page: query.page ?? 1,
      limit: query.limit ?? LIMITS.pageSizeDefault,
      q: query.q || undefined,
      role: query.role,
      withSuspended: true,
      searchEmail: true,
    };
    return this.cache.get(answerKey('getStudent', filters), ['users'], async () => {
      const { rows, total } = await this.profiles.list<ProfileRow>(
        'student',
        filters,
        PROFILE_COLUMNS,
      );
      return toAnswer(
        rows.map((row) => toProfile(row, caller)),
        total,
      );
    });
  }
}
