import { Injectable } from '@nestjs/common';
import { LIMITS } from '@tutorhub/contracts';
import type {
  DeleteResultDto as DeleteResult,
  InsertResultDto as InsertResult,
  UpdateResultDto as UpdateResult,
} from '../common/api-docs';
import type { VerifiedIdentity } from '../auth/identity.decorator';
import { type Answer, AnswerCache, answerKey, toAnswer } from '../database/answer-cache';
import {
  PROFILE_COLUMNS,
  type ProfileQueryDto,
  type ProfileRow,
  toProfile,
} from '../profiles/profile.dto';
import { type ProfileFilters, ProfilesService } from '../profiles/profiles.service';
import type { User } from '../users/user.entity';
import type { CreateStudentDto } from './dto/create-student.dto';

@Injectable()
export class StudentsService {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly cache: AnswerCache,
  ) {}

  async register(identity: VerifiedIdentity, dto: CreateStudentDto): Promise<InsertResult> {
    // Every other field of the validated record is a profile field; role is the endpoint's.
    const { role: _role, email, ...fields } = dto;
    return { insertedId: await this.profiles.register('student', identity, email, fields) };
  }

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

  async promote(id: string, actor: User): Promise<UpdateResult> {
    return { modifiedCount: await this.profiles.promote('student', id, actor) };
  }

  async remove(id: string): Promise<DeleteResult> {
    return { deletedCount: await this.profiles.remove('student', id) };
  }
}
