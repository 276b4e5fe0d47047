import { BadRequestException, Injectable } from '@nestjs/common';
import {
  type DeleteResult,
  type InsertResult,
  RULE_MESSAGES,
  type Tutor,
  type UpdateResult,
} from '@tutorhub/contracts';
import type { VerifiedIdentity } from '../auth/identity.decorator';
import { errorBody } from '../common/error-body';
import { type Page, toPage } from '../common/pagination';
import { isAdmin, refuseRoleFilter, toProfile } from '../profiles/profile.dto';
import { ProfilesService } from '../profiles/profiles.service';
import type { User } from '../users/user.entity';
import type { CreateTutorDto } from './dto/create-tutor.dto';
import type { TutorQueryDto } from './dto/tutor-query.dto';
import { modesServing } from './teaching-mode';

function toTutor(user: User, caller: User): Tutor {
  return {
    ...toProfile(user, caller),
    teachingSubject: user.teachingSubject ?? '',
    salary: user.salary ?? 0,
    onlineOffline: user.onlineOffline ?? 'both',
  };
}

@Injectable()
export class TutorsService {
  constructor(private readonly profiles: ProfilesService) {}

  async register(identity: VerifiedIdentity, dto: CreateTutorDto): Promise<InsertResult> {
    // Every other field of the validated record is a profile field; role is the endpoint's.
    const { role: _role, email, ...fields } = dto;
    return { insertedId: await this.profiles.register('tutor', identity, email, fields) };
  }

  /** Non-admins see no suspended tutors and may not filter by role. */
  async list(caller: User, query: TutorQueryDto): Promise<Page<Tutor>> {
    refuseRoleFilter(caller, query);
    const { minSalary, maxSalary } = query;
    if (minSalary !== undefined && maxSalary !== undefined && minSalary > maxSalary) {
      throw new BadRequestException(
        errorBody(400, RULE_MESSAGES.salaryRange, { minSalary: RULE_MESSAGES.salaryRange }),
      );
    }
    const rows = await this.profiles.list('tutor', {
      page: query.page,
      limit: query.limit,
      q: query.q,
      role: query.role,
      teachingSubject: query.subject,
      location: query.location,
      modes: query.mode ? modesServing(query.mode) : undefined,
      minSalary,
      maxSalary,
      withSuspended: isAdmin(caller),
    });
    return toPage(rows, (row) => toTutor(row, caller));
  }

  async promote(id: string, actor: User): Promise<UpdateResult> {
    return { modifiedCount: await this.profiles.promote('tutor', id, actor) };
  }

  async remove(id: string): Promise<DeleteResult> {
    return { deletedCount: await this.profiles.remove('tutor', id) };
  }
}
